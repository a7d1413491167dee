class nginx { $nginx_version = '1.24.0' }
class nginx::config { $log_dir = '/var/log/nginx' }
class erbcase {
  include nginx
  include nginx::config
  $rewrite_www_to_non_www = true
  $rewrite_non_www_to_www = false
  $server_name = ['www.example.com', 'shop.example.com', 'example.org']
  $listen_ip = ['10.0.0.1', '*']
  $listen_port = 80
  $listen_options = 'default_server'
  $listen_unix_socket_enable = true
  $listen_unix_socket = '/run/nginx.sock'
  $listen_unix_socket_options = undef
  $ipv6_enable = true
  $ipv6_listen_ip = '::'
  $ipv6_listen_port = 80
  $ipv6_listen_options = 'default ipv6only=on'
  $ssl_redirect = true
  $ssl_only = false
  $_ssl_redirect_port = '8443'
  $access_log = undef
  $format_log = 'combined'
  $error_log = ['/var/log/nginx/a.err', 'syslog:server=unix:/dev/log']
  $error_log_severity = 'warn'
  $name_sanitized = 'www.example.com'
  $auth_basic = 'Restricted'
  $auth_basic_user_file = undef
  $client_max_body_size = '10m'
  $client_body_timeout = 60
  $gzip_types = undef
  $server_cfg_prepend = {'deny' => 'all', 'allow' => ['10.0.0.0/8', '192.168.0.0/16'], 'add_header' => {'X-A' => 'b', 'Cache' => ['x', 'y']}, 'limit_rate' => 100}
  $raw_prepend = ['if ($a) { return 403; }', 'set $x 1;']
  $root = '/srv/www'
  $passenger_cgi_param = {'Z' => 1, 'A' => 'two'}
  $passenger_set_header = undef
  $passenger_env_var = {}
  $resolver = ['8.8.8.8', '1.1.1.1 valid=30s']
  $add_header = {'X-Frame-Options' => 'SAMEORIGIN', 'Strict' => {'always' => 'max-age=1'}, 'Empty' => undef, 'X-Q' => {'' => 'v "q"'}}
  $maintenance = true
  $maintenance_value = 'return 503'
  $index_files = ['index.html', 'index.htm']
  $autoindex = 'on'
  $reset_timedout_connection = false
  $absolute_redirect = 'off'
  $error_pages = {'404' => '/404.html', '500' => '/50x.html'}
  notify { 'erb': message => template('nginx/server/server_header.erb', 'nginx/server/server_footer.erb') }
}
include erbcase
