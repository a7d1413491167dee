node 'lb01.example.com' {
  include octavia
  include octavia::db
  include octavia::logging
  include octavia::keystone::authtoken
  include octavia::keystone::auth
  include octavia::api
  include octavia::controller
  include octavia::worker
  include octavia::health_manager
  include octavia::housekeeping
  include octavia::certificates
  include octavia::service_auth
  include octavia::nova
  include octavia::neutron
  include octavia::glance
}
