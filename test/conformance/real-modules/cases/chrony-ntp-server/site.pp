node 'ntp01.example.com' {
  include chrony
}
