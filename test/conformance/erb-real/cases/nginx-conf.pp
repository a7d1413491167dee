class erbcase {
  $dynamic_modules = ['ngx_stream_module', '/usr/lib/nginx/modules/ngx_http_geoip_module.so']
  $daemon = 'off'
  $super_user = true
  $daemon_user = 'www-data'
  $daemon_group = undef
  $worker_processes = 'auto'
  $worker_rlimit_nofile = 4096
  $pid = '/run/nginx.pid'
  $include_modules_enabled = true
  $nginx_cfg_prepend = {'env' => ['TZ', 'PATH'], 'timer_resolution' => '100ms'}
  $accept_mutex = 'on'
  $accept_mutex_delay = '500ms'
  $worker_connections = 1024
  $multi_accept = 'on'
  $events_use = undef
  $debug_connections = ['127.0.0.1']
  $http_raw_prepend = 'map_hash_max_size 4096;'
  $http_cfg_prepend = {'aio' => 'on', 'client_header_buffer_size' => '1k'}
  $mime_types_path = 'mime.types'
  $log_format = {'main' => '$remote_addr - "$request"', 'json' => {'escape' => 'json', 'format' => '{"a":"$b"}'}, 'plain' => {'format' => "tab\there"}}
  $http_access_log = ['/var/log/nginx/access.log', 'syslog:server=x']
  $http_format_log = 'main'
  $nginx_error_log = '/var/log/nginx/error.log'
  $nginx_error_log_severity = 'error'
  $limit_req_zone = ['$binary_remote_addr zone=one:10m rate=1r/s']
  $sendfile = 'on'
  $http_tcp_nopush = 'on'
  $server_tokens = 'off'
  $types_hash_max_size = 1024
  $types_hash_bucket_size = 512
  $names_hash_bucket_size = 64
  $names_hash_max_size = 512
  $keepalive_timeout = '65s'
  $keepalive_requests = 100
  $client_body_timeout = '60s'
  $send_timeout = '60s'
  $lingering_timeout = '5s'
  $http_tcp_nodelay = 'on'
  $etag = 'on'
  $gzip = 'on'
  $gzip_comp_level = 1
  $gzip_min_length = 20
  $gzip_http_version = 1.1
  $gzip_proxied = ['off', 'expired', 'off']
  $gzip_types = ['text/plain', 'text/css']
  $gzip_vary = 'off'
  $_client_body_temp_path = ['/var/nginx/client_body_temp', 1, 2]
  $proxy_redirect = 'off'
  $proxy_connect_timeout = '90s'
  $proxy_buffers = '32 4k'
  $proxy_http_version = '1.0'
  $proxy_set_header = ['Host $host']
  $proxy_hide_header = []
  $proxy_pass_header = ['X-Pass']
  $proxy_cache_path = {'/var/cache/b' => 'b:10m', '/var/cache/a' => 'a:10m'}
  $proxy_cache_levels = '1'
  $proxy_cache_max_size = '500m'
  $proxy_cache_inactive = '20m'
  $proxy_use_temp_path = 'off'
  $proxy_cache_loader_files = 100
  $ssl_protocols = 'TLSv1.2'
  $ssl_stapling = false
  $http_cfg_append = {'zzz' => 1, 'a' => ['x', 'y']}
  $http_raw_append = []
  $conf_dir = '/etc/nginx'
  $confd_only = false
  $mail = true
  $stream = true
  $stream_log_format = {'proxy' => '$remote_addr [$time_local]', 'basic' => '$status'}
  $stream_access_log = '/var/log/nginx/stream.log'
  $stream_custom_format_log = 'proxy'
  notify { 'erb': message => template('nginx/conf.d/nginx.conf.erb') }
}
include erbcase
