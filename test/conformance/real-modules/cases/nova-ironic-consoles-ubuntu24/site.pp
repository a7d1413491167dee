node 'bm-compute01.example.com' {
  include nova
  include nova::db
  include nova::keystone::authtoken
  include nova::api
  include nova::metadata
  include nova::wsgi::uwsgi_api
  include nova::wsgi::uwsgi_api_metadata
  include nova::compute
  include nova::compute::ironic
  include nova::ironic::common
  include nova::compute::spice
  include nova::compute::serial
  include nova::limit
  include nova::workarounds
  include nova::key_manager
  include nova::key_manager::barbican
  include nova::cors
  include nova::policy
}
