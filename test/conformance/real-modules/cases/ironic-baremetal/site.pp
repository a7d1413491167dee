node 'bm01.example.com' {
  include ironic
  include ironic::db
  include ironic::logging
  include ironic::api::authtoken
  include ironic::api
  include ironic::wsgi::apache
  include ironic::conductor
  include ironic::drivers::interfaces
  include ironic::drivers::ipmi
  include ironic::drivers::redfish
  include ironic::drivers::pxe
  include ironic::drivers::agent
  include ironic::glance
  include ironic::neutron
  include ironic::nova
  include ironic::service_catalog
  include ironic::json_rpc
  include ironic::policy
  include ironic::keystone::auth
}
