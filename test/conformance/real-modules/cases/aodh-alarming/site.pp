node 'alarm01.example.com' {
  include aodh
  include aodh::db
  include aodh::logging
  include aodh::keystone::authtoken
  include aodh::api
  include aodh::wsgi::apache
  include aodh::evaluator
  include aodh::notifier
  include aodh::listener
  include aodh::expirer
  include aodh::service_credentials
  include aodh::coordination
  include aodh::quota
  include aodh::policy
  include aodh::keystone::auth
}
