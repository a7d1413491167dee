node 'net-api01.example.com' {
  include neutron
  include neutron::db
  include neutron::logging
  include neutron::keystone::authtoken
  include neutron::server
  include neutron::server::notifications
  include neutron::server::notifications::nova
  include neutron::server::placement
  include neutron::plugins::ml2
  include neutron::quota
  include neutron::keystone::auth
  include neutron::policy
}
