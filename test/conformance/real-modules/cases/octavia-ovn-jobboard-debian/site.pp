node 'lb02.example.com' {
  include postgresql::server
  include octavia
  include octavia::db
  include octavia::db::postgresql
  include octavia::keystone::authtoken
  include octavia::api
  include octavia::wsgi::uwsgi
  include octavia::provider::ovn
  include octavia::driver_agent
  include octavia::task_flow
  include octavia::cinder
  include octavia::compute
  include octavia::networking
  include octavia::quota
  include octavia::audit
  include octavia::healthcheck
  include octavia::cors
  include octavia::policy
}
