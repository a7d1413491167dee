node 'ctl03.example.com' {
  include designate
  include designate::db
  include designate::keystone::authtoken
  include designate::api
  include designate::wsgi::uwsgi
  include designate::central
  include designate::worker
  include designate::mdns
  include designate::producer
  include designate::backend::pdns4
  include designate::config

  include barbican
  include barbican::db
  include barbican::keystone::authtoken
  include barbican::api
  include barbican::wsgi::uwsgi
  include barbican::plugins::kmip
  include barbican::plugins::dogtag
  include barbican::worker
  include barbican::config
}
