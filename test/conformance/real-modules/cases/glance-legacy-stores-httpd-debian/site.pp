node 'img41.example.com' {
  include postgresql::server
  class { 'glance::db::postgresql': password => 'glance-db-pass', encoding => 'UTF8', privileges => 'ALL' }
  class { 'glance': package_ensure => 'latest' }
  class { 'glance::api::db': database_connection => 'postgresql://glance:glance-db-pass@127.0.0.1/glance', database_connection_recycle_time => 1800 }
  class { 'glance::api::authtoken': password => 'glance-pass', auth_url => 'https://ks.example.com:5000/', www_authenticate_uri => 'https://ks.example.com:5000/', memcached_servers => ['10.0.0.11:11211'] }
  class { 'glance::api':
    service_name          => 'httpd',
    stores                => ['swift', 'http'],
    default_store         => 'swift',
    show_image_direct_url => true,
    show_multiple_locations => true,
    image_cache_dir       => '/var/cache/glance',
    image_cache_max_size  => 10737418240,
    enabled_import_methods => ['web-download', 'glance-direct'],
    node_staging_uri      => 'file:///var/lib/glance/staging',
    sync_db               => false,
    purge_config          => true,
  }
  class { 'glance::backend::swift': swift_store_user => 'services:glance', swift_store_key => 'swift-key', swift_store_auth_address => 'https://ks.example.com:5000/v3/', swift_store_create_container_on_put => true, swift_store_large_object_size => 5120 }
  class { 'glance::backend::reserved::tasks': filesystem_store_datadir => '/var/lib/glance/tasks_work_dir', filesystem_store_file_perm => 640 }
  include apache
  class { 'glance::wsgi::apache':
    ssl                       => true,
    ssl_cert                  => '/etc/ssl/certs/glance.pem',
    ssl_key                   => '/etc/ssl/private/glance.key',
    ssl_ca                    => '/etc/ssl/certs/ca.pem',
    workers                   => 2,
    threads                   => 4,
    priority                  => 20,
    access_log_pipe           => '|/usr/bin/logger -t glance',
    error_log_syslog          => 'syslog:local3',
    request_headers           => ['set X-Forwarded-Proto "https"'],
    vhost_custom_fragment     => 'LimitRequestBody 0',
  }
  class { 'glance::wsgi': task_pool_threads => 16, python_interpreter => '/usr/bin/python3' }
  class { 'glance::config':
    api_config   => { 'site/opt_a' => { 'value' => 'a' }, 'site/opt_b' => { 'ensure' => 'absent' } },
    api_paste_ini_config => { 'site:paste/opt' => { 'value' => 'x' } },
    cache_config => { 'site/cache_opt' => { 'value' => 42 } },
    image_import_config => { 'site/import_opt' => { 'value' => ['a', 'b'] } },
  }
  class { 'glance::reports': log_dir => '/var/log/glance/gmr', file_event_handler_interval => 5 }
}
