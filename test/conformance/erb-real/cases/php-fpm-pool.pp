class erbcase {
  $pool = 'www'
  $listen = '/run/php/www.sock'
  $listen_backlog = -1
  $listen_allowed_clients = undef
  $listen_owner = 'www-data'
  $listen_group = 'www-data'
  $listen_mode = '0660'
  $user = 'www-data'
  $group_final = 'www-data'
  $apparmor_hat = undef
  $pm = 'dynamic'
  $pm_max_children = 50
  $pm_start_servers = 5
  $pm_min_spare_servers = 5
  $pm_max_spare_servers = 35
  $pm_process_idle_timeout = '10s'
  $pm_max_requests = 0
  $pm_status_path = '/status'
  $ping_path = undef
  $ping_response = 'pong'
  $access_log = '/var/log/php-fpm/www.access.log'
  $access_log_format = '"%R - %u %t \"%m %r\" %s"'
  $request_terminate_timeout = 0
  $request_slowlog_timeout = '5s'
  $slowlog = '/var/log/php-fpm/www-slow.log'
  $rlimit_files = 4096
  $rlimit_core = undef
  $chroot = undef
  $chdir = '/'
  $catch_workers_output = 'no'
  $include = undef
  $clear_env = true
  $env = ['HOSTNAME', 'PATH']
  $env_value = {'TMP' => '/tmp', 'APP_ENV' => 'production', 'EMPTY' => ''}
  $php_value = {'upload_max_filesize' => '64M', 'date.timezone' => 'UTC', 'max_execution_time' => 30}
  $php_flag = {'display_errors' => 'off'}
  $php_admin_value = {}
  $php_admin_flag = {'log_errors' => true}
  $php_directives = ['php_value[include_path] = ".:{DOCUMENT_ROOT}/inc"', 'php_admin_value[open_basedir] = /srv']
  $security_limit_extensions = ['.php', '.php7']
  notify { 'erb': message => template('php/fpm/pool.conf.erb') }
}
include erbcase
