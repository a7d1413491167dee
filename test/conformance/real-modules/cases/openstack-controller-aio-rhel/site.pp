node 'ctl01.example.com' {
  $controllers = ['192.0.2.11', '192.0.2.12', '192.0.2.13']

  class { 'mysql::server':
    root_password    => 'root-db-pass',
    override_options => { 'mysqld' => { 'bind-address' => '192.0.2.11', 'max_connections' => 4096 } },
  }
  class { 'keystone::db::mysql': password => 'keystone-db', allowed_hosts => $controllers }
  class { 'glance::db::mysql': password => 'glance-db', allowed_hosts => $controllers }
  class { 'nova::db::mysql': password => 'nova-db', allowed_hosts => $controllers }
  class { 'nova::db::mysql_api': password => 'nova-api-db', allowed_hosts => $controllers }
  class { 'placement::db::mysql': password => 'placement-db', allowed_hosts => $controllers }
  class { 'neutron::db::mysql': password => 'neutron-db', allowed_hosts => $controllers }
  class { 'cinder::db::mysql': password => 'cinder-db', allowed_hosts => '%' }

  class { 'rabbitmq': delete_guest_user => true }
  rabbitmq_vhost { '/': provider => 'rabbitmqctl' }
  ['keystone', 'glance', 'nova', 'neutron', 'cinder'].each |$svc| {
    rabbitmq_user { $svc: password => "${svc}-rabbit", provider => 'rabbitmqctl' }
    rabbitmq_user_permissions { "${svc}@/":
      configure_permission => '.*',
      read_permission      => '.*',
      write_permission     => '.*',
      provider             => 'rabbitmqctl',
    }
  }
  class { 'memcached': listen => '192.0.2.11', max_memory => '10%', max_connections => 8192 }

  class { 'apache': default_vhost => false, mpm_module => 'event' }

  include keystone::db
  include keystone
  include keystone::logging
  include keystone::cache
  include keystone::bootstrap
  include keystone::wsgi::apache
  include keystone::cron::fernet_rotate

  include glance
  include glance::api::db
  include glance::api::logging
  include glance::api::authtoken
  include glance::api
  glance::backend::multistore::file { 'local':
    filesystem_store_datadir => '/var/lib/glance/images/',
    store_description        => 'Local disk',
  }
  include glance::notify::rabbitmq
  include glance::keystone::auth

  include nova
  include nova::db
  include nova::keystone::authtoken
  include nova::keystone::service_user
  include nova::keystone::auth
  include nova::placement
  include nova::cinder
  include nova::network::neutron
  include nova::api
  include nova::metadata
  include nova::wsgi::apache_api
  include nova::wsgi::apache_metadata
  include nova::conductor
  include nova::scheduler
  include nova::scheduler::filter
  include nova::vncproxy
  include nova::cell_v2::simple_setup
  include nova::cron::archive_deleted_rows

  include placement
  include placement::db
  include placement::keystone::authtoken
  include placement::api
  include placement::wsgi::apache
  include placement::keystone::auth

  include neutron
  include neutron::db
  include neutron::keystone::authtoken
  include neutron::server
  include neutron::plugins::ml2
  include neutron::plugins::ml2::ovn
  include neutron::server::notifications::nova
  include neutron::server::placement
  include neutron::keystone::auth

  include cinder
  include cinder::db
  include cinder::keystone::authtoken
  include cinder::api
  include cinder::wsgi::apache
  include cinder::scheduler
  include cinder::volume
  include cinder::backends
  include cinder::keystone::auth
  cinder::backend::iscsi { 'lvm-1':
    target_ip_address  => '192.0.2.11',
    volume_group       => 'cinder-volumes',
    target_helper      => 'lioadm',
    volume_backend_name => 'lvm',
  }

  class { 'horizon':
    secret_key       => 'horizon-secret',
    cache_backend    => 'django.core.cache.backends.memcached.PyMemcacheCache',
    cache_server_ip  => '192.0.2.11',
    keystone_url     => 'http://192.0.2.10:5000/v3',
    allowed_hosts    => ['ctl01.example.com', 'cloud.example.com'],
    server_aliases   => ['ctl01.example.com', 'cloud.example.com'],
    neutron_options  => { 'enable_router' => true, 'enable_quotas' => true },
  }
}
