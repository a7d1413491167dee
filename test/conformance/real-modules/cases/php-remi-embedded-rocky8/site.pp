node default {
  class { 'php::repo::redhat': yum_repo => 'remi_php74' }
  class { 'php::globals': php_version => '7.4' }
  -> class { 'php':
    manage_repos   => true,
    fpm            => true,
    embedded       => false,
    dev            => true,
    pear           => true,
    phpunit        => true,
    composer       => true,
    apache_config  => false,
    proxy_type     => 'http',
    proxy_server   => 'http://proxy.example.com:3128',
    fpm_user       => 'nginx',
    fpm_group      => 'nginx',
    settings       => { 'PHP/memory_limit' => '512M', 'Date/date.timezone' => 'Europe/Paris', 'PHP/expose_php' => 'Off' },
    cli_settings   => { 'PHP/memory_limit' => '-1' },
    fpm_global_pool_settings => { 'listen_owner' => 'nginx', 'listen_group' => 'nginx', 'pm' => 'dynamic' },
    fpm_pools      => {
      'www' => { 'listen' => '/run/php-fpm/www.sock', 'pm_max_children' => 20, 'env_value' => { 'APP_ENV' => 'production' }, 'php_admin_value' => { 'error_log' => '/var/log/php-fpm/www-error.log' }, 'php_admin_flag' => { 'log_errors' => 'on' } },
      'api' => { 'listen' => '127.0.0.1:9001', 'pm' => 'ondemand', 'pm_max_children' => 8, 'pm_process_idle_timeout' => '30s', 'security_limit_extensions' => ['.php'], 'php_value' => { 'session.save_handler' => 'redis', 'session.save_path' => 'tcp://192.0.2.7:6379' } },
    },
    extensions     => {
      'opcache'  => { 'zend' => true, 'settings' => { 'opcache.enable' => '1', 'opcache.memory_consumption' => '256' } },
      'redis'    => { 'ini_prefix' => '50-' },
      'intl'     => {},
      'xdebug'   => { 'ensure' => 'absent', 'sapi' => 'cli' },
      'mbstring' => { 'settings' => { 'mbstring.language' => 'neutral' } },
    },
  }
}
