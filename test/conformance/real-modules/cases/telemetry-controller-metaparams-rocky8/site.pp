stage { 'pre': before => Stage['main'] }
schedule { 'maintenance':
  range  => '01:00 - 04:00',
  period => daily,
  repeat => 1,
}

class profile::base {
  class { 'mysql::server':
    stage            => 'pre',
    override_options => { 'mysqld' => { 'max_connections' => 2048 } },
  }
}

class profile::telemetry::db {
  $dbs = { 'aodh' => 'aodh-db', 'gnocchi' => 'gnocchi-db' }
  $dbs.each |$db, $pw| {
    class { "${db}::db::mysql":
      password      => $pw,
      allowed_hosts => ['192.0.2.%'],
    }
  }
}

class profile::telemetry::gnocchi {
  contain gnocchi
  contain gnocchi::db
  contain gnocchi::keystone::authtoken
  contain gnocchi::api
  contain gnocchi::wsgi::apache
  contain gnocchi::metricd
  contain gnocchi::statsd
  contain gnocchi::storage
  contain gnocchi::storage::ceph
  contain gnocchi::storage::incoming::redis
  class { 'gnocchi::db::sync': loglevel => 'info', tag => ['telemetry-dbsync'] }
  contain gnocchi::db::sync
  Class['gnocchi::storage::ceph'] -> Class['gnocchi::metricd']
}

class profile::telemetry::aodh {
  contain aodh
  contain aodh::db
  contain aodh::keystone::authtoken
  contain aodh::api
  contain aodh::wsgi::apache
  contain aodh::evaluator
  contain aodh::notifier
  contain aodh::listener
  contain aodh::service_credentials
  class { 'aodh::expirer': schedule => 'maintenance', loglevel => 'debug' }
  class { 'aodh::db::sync': tag => ['telemetry-dbsync'] }
}

class profile::telemetry::ceilometer {
  include ceilometer
  include ceilometer::agent::service_credentials
  include ceilometer::agent::notification
  include ceilometer::agent::polling
  include ceilometer::coordination
  include ceilometer::cache
}

class role::telemetry {
  include apache
  include profile::base
  include profile::telemetry::db
  include profile::telemetry::gnocchi
  include profile::telemetry::aodh
  include profile::telemetry::ceilometer
  Class['profile::telemetry::gnocchi'] -> Class['profile::telemetry::aodh']
  Class['profile::telemetry::gnocchi'] -> Class['profile::telemetry::ceilometer']
  Exec <| tag == 'telemetry-dbsync' |> { timeout => 900 }
}

node 'tel01.example.com' {
  include role::telemetry
}
