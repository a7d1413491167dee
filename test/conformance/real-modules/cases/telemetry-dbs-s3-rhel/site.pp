node 'tel05.example.com' {
  include mysql::server
  include postgresql::server
  include gnocchi
  include gnocchi::db
  include gnocchi::db::mysql
  include gnocchi::keystone::authtoken
  include gnocchi::storage::s3
  include gnocchi::healthcheck
  include gnocchi::cors
  include aodh
  include aodh::db
  include aodh::db::postgresql
  include aodh::healthcheck
  include aodh::cors
  include aodh::reports
  include barbican
  include barbican::db
  include barbican::db::postgresql
  include barbican::healthcheck
  include barbican::cors
  include barbican::client
  include ceilometer
  include ceilometer::agent::polling::service_types
}
