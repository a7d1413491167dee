node 'metric01.example.com' {
  include gnocchi
  include gnocchi::db
  include gnocchi::logging
  include gnocchi::keystone::authtoken
  include gnocchi::api
  include gnocchi::wsgi::apache
  include gnocchi::metricd
  include gnocchi::statsd
  include gnocchi::storage
  include gnocchi::storage::ceph
  include gnocchi::storage::incoming::redis
  include gnocchi::policy
  include gnocchi::client
  include gnocchi::keystone::auth
}
