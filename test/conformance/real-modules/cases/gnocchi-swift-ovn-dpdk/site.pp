node 'dp01.example.com' {
  include gnocchi
  include gnocchi::db
  include gnocchi::keystone::authtoken
  include gnocchi::api
  include gnocchi::wsgi::uwsgi
  include gnocchi::metricd
  include gnocchi::storage
  include gnocchi::storage::swift
  include gnocchi::storage::incoming::file
  include gnocchi::config

  include ovn::controller
}
