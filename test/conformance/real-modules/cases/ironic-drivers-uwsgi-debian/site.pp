node 'bm03.example.com' {
  include postgresql::server
  include ironic
  include ironic::db
  include ironic::db::postgresql
  include ironic::db::online_data_migrations
  include ironic::api::authtoken
  include ironic::api
  include ironic::wsgi::uwsgi
  include ironic::conductor
  include ironic::drivers::ilo
  include ironic::drivers::drac
  include ironic::drivers::ansible
  include ironic::drivers::inspector
  include ironic::vnc
  include ironic::inventory
  include ironic::cinder
  include ironic::swift
  include ironic::disk_utils
  include ironic::healthcheck
  include ironic::cors
  ironic::drivers::hardware_interface { 'raid':
    enabled_list => ['agent', 'idrac-redfish', 'no-raid'],
    default      => 'no-raid',
  }
  ironic::drivers::hardware_interface { 'firmware':
    enabled_list => 'redfish',
  }
}
