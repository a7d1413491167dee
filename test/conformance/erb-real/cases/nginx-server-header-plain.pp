class nginx { $nginx_version = '1.24.0' }
class nginx::config { $log_dir = '/var/log/nginx' }
class erbcase {
  include nginx::config
  $rewrite_www_to_non_www = false
  $rewrite_non_www_to_www = true
  $server_name = ['example.com', 'foo.example.com']
  $listen_ip = '*'
  $listen_port = 8080
  $listen_options = undef
  $listen_unix_socket_enable = false
  $ipv6_enable = false
  $ssl_redirect = false
  $ssl_only = false
  $_ssl_redirect_port = 443
  $access_log = 'off'
  $format_log = undef
  $error_log = undef
  $error_log_severity = undef
  $name_sanitized = 'example.com'
  $server_cfg_prepend = undef
  $raw_prepend = 'return 444;'
  $root = undef
  $passenger_cgi_param = undef
  $resolver = []
  $add_header = {}
  $index_files = []
  $autoindex_exact_size = false
  $autoindex_localtime = 0
  $error_pages = undef
  $include_files = ['/etc/nginx/a.conf']
  $server_cfg_append = {'allow' => 'all', 'Z' => {'b' => 1, 'a' => [2, 3]}}
  $raw_append = ['# end']
  $passenger_pre_start = 'http://example.com/'
  notify { 'erb': message => template('nginx/server/server_header.erb', 'nginx/server/server_footer.erb') }
}
include erbcase
