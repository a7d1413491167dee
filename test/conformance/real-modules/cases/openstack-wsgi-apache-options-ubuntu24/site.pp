node 'api05.example.com' {
  class { 'apache': default_vhost => false, mpm_module => 'worker', log_formats => { 'os' => '%h %l %u %t \"%r\" %>s %b %D' } }

  class { 'keystone::db': database_connection => 'mysql+pymysql://keystone:pw@192.0.2.10/keystone' }
  class { 'keystone': service_name => 'httpd' }
  class { 'keystone::wsgi::apache':
    bind_host            => '192.0.2.55',
    ssl                  => true,
    ssl_cert             => '/etc/ssl/certs/api05.pem',
    ssl_key              => '/etc/ssl/private/api05.key',
    ssl_ca               => '/etc/ssl/certs/ca.pem',
    ssl_crl_path         => '/etc/ssl/crl',
    ssl_certs_dir        => '/etc/ssl/certs',
    access_log_pipe      => '|/usr/bin/logger -t keystone-access -p local0.info',
    error_log_syslog     => 'syslog:local1',
    access_log_format    => 'os',
    wsgi_chunked_request => 'On',
    workers              => 6,
    threads              => 2,
    headers              => ['set Strict-Transport-Security "max-age=31536000"'],
  }

  class { 'nova': default_transport_url => 'rabbit://nova:pw@192.0.2.11:5672/' }
  class { 'nova::db':
    database_connection     => 'mysql+pymysql://nova:pw@192.0.2.10/nova',
    api_database_connection => 'mysql+pymysql://nova_api:pw@192.0.2.10/nova_api',
  }
  class { 'nova::keystone::authtoken': password => 'nova-ks', auth_url => 'http://192.0.2.10:5000' }
  class { 'nova::api': service_name => 'httpd' }
  class { 'nova::wsgi::apache_api':
    bind_host                   => '192.0.2.55',
    custom_wsgi_process_options => { 'python-path' => '/usr/lib/python3/dist-packages', 'maximum-requests' => 10000, 'inactivity-timeout' => 300 },
    vhost_custom_fragment       => "LimitRequestBody 114688\nKeepAliveTimeout 30",
    headers                     => ['set X-Content-Type-Options "nosniff"', 'unset X-Powered-By'],
    request_headers             => ['set X-Forwarded-Proto "https"'],
    error_log_file              => 'nova_api_error.log',
    access_log_file             => 'nova_api_access.log',
    priority                    => 20,
  }

  class { 'placement::db': database_connection => 'mysql+pymysql://placement:pw@192.0.2.10/placement' }
  class { 'placement::keystone::authtoken': password => 'placement-ks', auth_url => 'http://192.0.2.10:5000' }
  class { 'placement::api': }
  class { 'placement::wsgi::apache':
    bind_host          => '192.0.2.55',
    path               => '/placement',
    port               => 8780,
    access_log_format  => 'combined',
    wsgi_process_display_name => 'placement-api',
  }

  class { 'cinder::db': database_connection => 'mysql+pymysql://cinder:pw@192.0.2.10/cinder' }
  class { 'cinder': default_transport_url => 'rabbit://cinder:pw@192.0.2.11:5672/' }
  class { 'cinder::keystone::authtoken': password => 'cinder-ks', auth_url => 'http://192.0.2.10:5000' }
  class { 'cinder::api': service_name => 'httpd' }
  class { 'cinder::wsgi::apache':
    bind_host       => '192.0.2.55',
    error_log_pipe  => '|/usr/bin/rotatelogs /var/log/apache2/cinder_error.%Y%m%d.log 86400',
    access_log_syslog => 'syslog:local2',
    access_log_env_var => '!dontlog',
  }

  file { '/usr/lib/cgi-bin/site-api': ensure => directory }
  openstacklib::wsgi::apache { 'site-api':
    bind_host                  => '192.0.2.55',
    bind_port                  => 8899,
    group                      => 'www-data',
    user                       => 'www-data',
    ssl                        => false,
    workers                    => 2,
    wsgi_script_dir            => '/usr/lib/cgi-bin/site-api',
    wsgi_script_file           => 'app',
    wsgi_script_source         => '/usr/bin/site-api-wsgi',
    set_wsgi_import_script     => true,
    wsgi_import_script         => '/usr/lib/cgi-bin/site-api/app',
    wsgi_import_script_options => { 'process-group' => 'site-api', 'application-group' => '%{GLOBAL}' },
    setenv                     => ['SITE_CONFIG /etc/site-api/site.conf'],
    aliases                    => [{ 'alias' => '/static', 'path' => '/usr/share/site-api/static' }],
    allow_encoded_slashes      => 'nodecode',
    log_level                  => 'warn',
    custom_wsgi_script_aliases => { '/admin' => '/usr/lib/cgi-bin/site-api/admin' },
  }
}
