node 'net01.example.com' {
  include neutron
  include neutron::logging
  include neutron::agents::ml2::ovs
  include neutron::agents::l3
  include neutron::agents::dhcp
  include neutron::agents::metadata
}
