class erbcase {
  $location = '~ ^/api/(v1|v2)/'
  $internal = false
  $mp4 = true
  $location_satisfy = 'any'
  $expires = '1h'
  $location_allow = [['10.0.0.0/8', '127.0.0.1'], '127.0.0.1', ['::1']]
  $location_deny = ['all', 'all']
  $auth_basic = 'API'
  $auth_basic_user_file = '/etc/nginx/.htpasswd'
  $location_custom_cfg_prepend = {'if ($x)' => '{ return 403; }', 'more_set_headers' => {'X-B' => 'b', 'X-A' => ['a1', 'a2']}}
  $location_cfg_prepend = {'z_directive' => 'zz', 'add_header' => {'X-Two' => 2, 'X-One' => 1}, 'a_directive' => [true, false, 3.5]}
  $raw_prepend = ['set $a 1;']
  $rewrite_rules = ['^/old$ /new permanent', '^/x /y break']
  $limit_zone = 'one'
  $location_alias = undef
  $gzip_static = 'on'
  $add_header = {'X-Robots-Tag' => 'noindex', 'Vary' => {'always' => 'Accept'}}
  $stub_status = false
  $proxy = 'http://backend'
  $proxy_read_timeout = '90s'
  $proxy_connect_timeout = 90
  $proxy_send_timeout = '90s'
  $proxy_redirect = 'off'
  $proxy_http_version = '1.1'
  $proxy_buffering = 'off'
  $proxy_set_header = ['Host $host', 'X-Real-IP $remote_addr']
  $proxy_hide_header = []
  $proxy_cache = 'zone1'
  $proxy_cache_valid = ['200 1h', '404 1m']
  $proxy_cache_bypass = '$http_pragma'
  $proxy_cache_lock = 'on'
  $proxy_next_upstream = 'error timeout'
  $uwsgi = undef
  $fastcgi = undef
  $try_files = ['$uri', '$uri/', '=404']
  $location_custom_cfg = undef
  $location_cfg_append = {'proxy_intercept_errors' => 'on'}
  $location_custom_cfg_append = {'access_by_lua_block' => '{ ngx.exit(200) }'}
  $raw_append = 'break;'
  $include = ['/etc/nginx/proxy.conf']
  notify { 'erb': message => template('nginx/server/location.erb') }
}
include erbcase
