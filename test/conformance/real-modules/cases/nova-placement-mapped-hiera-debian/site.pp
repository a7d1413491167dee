node 'api03.example.com' {
  include nova
  include nova::db
  include nova::keystone::authtoken
  include nova::keystone::service_user
  include nova::placement
  include nova::network::neutron
  include nova::api
  include nova::wsgi::uwsgi_api
  include nova::metadata
  include nova::wsgi::uwsgi_api_metadata
  include nova::conductor
  include nova::scheduler
  include nova::scheduler::filter
  include nova::cache
  include placement
  include placement::db
  include placement::keystone::authtoken
  include placement::api
  include placement::wsgi::uwsgi
  include placement::policy
}
