node 'gw01.example.com' {
  include ovn::northd
  include ovn::controller
}
