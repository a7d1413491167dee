node 'wf01.example.com' {
  include apache
  include mistral
  include mistral::db
  include postgresql::server
  include mistral::db::postgresql
  include mistral::logging
  include mistral::keystone::authtoken
  include mistral::keystone::auth
  class { 'mistral::api':
    service_name => 'httpd',
  }
  include mistral::wsgi::apache
  include mistral::engine
  include mistral::executor
  include mistral::event_engine
  include mistral::notifier
  include mistral::cron_trigger
  include mistral::execution_expiration_policy
  include mistral::coordination
  include mistral::cors
  include mistral::healthcheck
  include mistral::policy
  include mistral::client
}
