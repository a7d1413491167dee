node 'net05.example.com' {
  include neutron
  include neutron::db
  include neutron::keystone::authtoken
  include neutron::server
  include neutron::plugins::ml2
  include neutron::plugins::ml2::networking_baremetal
  include neutron::agents::ml2::networking_baremetal
  include neutron::services::sfc
  include neutron::quota::sfc
  include neutron::services::taas
  include neutron::agents::taas
  include neutron::services::l2gw
  include neutron::agents::l2gw
  include neutron::designate
  include neutron::server::notifications::ironic
  include neutron::cache
  include neutron::healthcheck
}
