node 'coe01.example.com' {
  include apache
  include magnum
  include magnum::db
  include magnum::logging
  include magnum::keystone::authtoken
  include magnum::keystone::auth
  include magnum::keystone::domain
  include magnum::keystone::keystone_auth
  class { 'magnum::api':
    service_name => 'httpd',
  }
  include magnum::wsgi::apache
  include magnum::conductor
  include magnum::certificates
  include magnum::clients
  include magnum::clients::barbican
  include magnum::clients::heat
  include magnum::clients::nova
  include magnum::cluster
  include magnum::drivers
  include magnum::quota
  include magnum::policy

  include watcher
  include watcher::db
  include watcher::logging
  include watcher::keystone::authtoken
  include watcher::keystone::auth
  include watcher::api
  include watcher::applier
  include watcher::decision_engine
  include watcher::watcher_clients_auth
  include watcher::nova_client
  include watcher::cinder_client
  include watcher::gnocchi_client
  include watcher::cron::db_purge
  include watcher::policy
}
