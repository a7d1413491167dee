node 'dns01.example.com' {
  include designate
  include designate::db
  include designate::logging
  include designate::keystone::authtoken
  include designate::api
  include designate::wsgi::apache
  include designate::central
  include designate::worker
  include designate::mdns
  include designate::producer
  include designate::producer_task::zone_purge
  include designate::producer_task::delayed_notify
  include designate::sink
  include designate::sink::nova_fixed
  include designate::sink::neutron_floatingip
  include designate::backend::bind9
  include designate::network_api::neutron
  include designate::coordination
  include designate::quota
  include designate::keystone::auth
}
