node 'alarm02.example.com' {
  include aodh
  include aodh::db
  include aodh::keystone::authtoken
  include aodh::api
  include aodh::wsgi::uwsgi
  include aodh::evaluator
  include aodh::notifier
  include aodh::listener
  include aodh::service_credentials
  include aodh::policy
  include aodh::config
}
