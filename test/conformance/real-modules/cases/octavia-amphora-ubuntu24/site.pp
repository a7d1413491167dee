node 'lb01.example.com' {
  include octavia
  include octavia::db
  include octavia::db::mysql
  include octavia::logging
  include octavia::keystone::authtoken
  include octavia::api
  include octavia::wsgi::uwsgi
  include octavia::worker
  include octavia::certificates
  include octavia::health_manager
  include octavia::housekeeping
  include octavia::controller
  include octavia::driver_agent
  include octavia::nova
  include octavia::neutron
  include octavia::glance
  include octavia::cinder
  include octavia::service_auth
  include octavia::task_flow
  include octavia::quota
  include octavia::keystone::auth
}
