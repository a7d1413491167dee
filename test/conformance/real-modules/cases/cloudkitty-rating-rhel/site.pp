node 'rating01.example.com' {
  include apache
  include mysql::server
  include cloudkitty
  include cloudkitty::db::mysql
  include cloudkitty::logging
  include cloudkitty::keystone::authtoken
  include cloudkitty::keystone::auth
  include cloudkitty::api
  include cloudkitty::wsgi::apache
  include cloudkitty::processor
  include cloudkitty::fetcher::gnocchi
  include cloudkitty::storage::influxdb
  include cloudkitty::orchestrator
  include cloudkitty::cors
  include cloudkitty::healthcheck
  include cloudkitty::policy
  include cloudkitty::client
}
