node 'lb01.example.com' {
  include keepalived
}
