node 'ctl07.example.com' {
  include postgresql::server
  include placement
  include placement::db
  include placement::db::postgresql
  include placement::keystone::authtoken
  include placement::api
  include placement::wsgi::uwsgi
  include placement::cors
  include placement::policy
  include designate
  include designate::db
  include designate::db::postgresql
  include designate::keystone::authtoken
  include designate::api
  include designate::central
  include designate::worker
  include designate::producer
  include designate::producer_task::periodic_exists
  include designate::producer_task::periodic_secondary_refresh
  include designate::producer_task::worker_periodic_recovery
  include designate::producer_task::increment_serial
  include designate::healthcheck
  include designate::cors
  include designate::policy
}
