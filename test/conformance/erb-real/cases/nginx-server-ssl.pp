class nginx { $nginx_version = '1.14.2' }
class nginx::config { $log_dir = '/var/log/nginx' }
class erbcase {
  include nginx
  include nginx::config
  $rewrite_www_to_non_www = false
  $rewrite_non_www_to_www = true
  $server_name = ['www.example.com', 'api.example.com']
  $listen_ip = '*'
  $ssl_port = 443
  $ssl_listen_option = true
  $http2 = 'on'
  $spdy = 'off'
  $listen_options = undef
  $ipv6_enable = true
  $ipv6_listen_ip = ['::1', 'fe80::1']
  $ipv6_listen_options = 'ipv6only=on'
  $access_log = undef
  $format_log = undef
  $error_log = '/var/log/nginx/ssl.err'
  $error_log_severity = undef
  $name_sanitized = 'www.example.com'
  $ssl_cert_real = ['/etc/ssl/a.crt', '/etc/ssl/b.crt']
  $ssl_key_real = ['/etc/ssl/a.key']
  $ssl_client_cert = '/etc/ssl/ca.crt'
  $ssl_verify_client = 'optional'
  $ssl_dhparam = undef
  $ssl_cache = 'shared:SSL:10m'
  $ssl_session_timeout = '5m'
  $ssl_session_tickets = 'off'
  $ssl_buffer_size = 4096
  $ssl_protocols = 'TLSv1.2 TLSv1.3'
  $ssl_ciphers = 'HIGH:!aNULL'
  $ssl_prefer_server_ciphers = 'on'
  $ssl_stapling = true
  $ssl_stapling_verify = false
  $ssl_trusted_cert = '/etc/ssl/chain.pem'
  $ssl_verify_depth = 3
  $maintenance = false
  $resolver = '127.0.0.53'
  $add_header = {'X-B' => ['a', 1], 'X-A' => true}
  $auth_basic_user_file = '/etc/nginx/htpasswd'
  $client_header_timeout = '30s'
  $gzip_static = 'on'
  $index_files = ['index.php']
  $autoindex_format = 'json'
  $absolute_redirect = undef
  $error_pages = {'502' => '/502.html'}
  $server_cfg_prepend = {'deny' => ['1.2.3.4'], 'allow' => 'all'}
  $include_files = undef
  $server_cfg_append = undef
  $server_cfg_ssl_append = {'ssl_early_data' => 'on', 'allow' => {'x' => [1, 2]}}
  $raw_append = 'add_header X 1;'
  notify { 'erb': message => template('nginx/server/server_ssl_header.erb', 'nginx/server/server_ssl_footer.erb') }
}
include erbcase
