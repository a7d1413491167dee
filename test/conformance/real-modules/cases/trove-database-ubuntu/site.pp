node 'dbaas01.example.com' {
  include apache
  include trove
  include trove::db
  include trove::logging
  include trove::keystone::authtoken
  include trove::keystone::auth
  class { 'trove::api':
    service_name => 'httpd',
  }
  include trove::wsgi::apache
  include trove::conductor
  include trove::taskmanager
  include trove::guestagent
  include trove::guestagent::service_credentials
  include trove::service_credentials
  include trove::quota
  include trove::cache
  include trove::policy
  include trove::client
}
