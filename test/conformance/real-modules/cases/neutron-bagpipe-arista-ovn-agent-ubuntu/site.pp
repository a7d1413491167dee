node 'net07.example.com' {
  include neutron
  include neutron::keystone::authtoken
  include neutron::server
  include neutron::server::notifications
  include neutron::plugins::ml2
  include neutron::plugins::ml2::sriov_driver
  include neutron::plugins::ml2::arista
  include neutron::plugins::ml2::arista::l3
  include neutron::plugins::ml2::bagpipe
  include neutron::services::dr
  include neutron::cors
  include neutron::wsgi::uwsgi
  include postgresql::server
  include neutron::db::postgresql
  include neutron::agents::ml2::ovn
  include neutron::agents::ml2::ovn::metadata_rate_limiting
  neutron::plugins::ovs::bridge { ['physnet1:br-ex', 'physnet2:br-vlan']: }
}
