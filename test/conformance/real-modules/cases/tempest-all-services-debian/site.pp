node 'qa01.example.com' {
  include tempest
}
