node 'kms01.example.com' {
  include barbican
  include barbican::db
  include barbican::api::logging
  include barbican::keystone::authtoken
  include barbican::api
  include barbican::wsgi::apache
  include barbican::plugins::simple_crypto
  include barbican::plugins::p11_crypto
  include barbican::plugins::vault
  include barbican::worker
  include barbican::retry_scheduler
  include barbican::keystone::notification
  include barbican::quota
  include barbican::policy
  include barbican::keystone::auth
}
