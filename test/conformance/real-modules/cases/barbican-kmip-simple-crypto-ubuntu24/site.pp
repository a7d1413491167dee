node 'kms02.example.com' {
  class { 'apache': default_vhost => false }
  class { 'postgresql::server': listen_addresses => '127.0.0.1' }
  include barbican
  include barbican::db
  include barbican::db::postgresql
  include barbican::api::logging
  include barbican::keystone::authtoken
  include barbican::api
  include barbican::wsgi::apache
  include barbican::plugins::simple_crypto
  include barbican::plugins::kmip
  include barbican::keystone::notification
  include barbican::worker
  include barbican::retry_scheduler
  include barbican::healthcheck
  include barbican::cors
  include barbican::quota
  include barbican::policy
  include barbican::client
  include barbican::keystone::auth
}
