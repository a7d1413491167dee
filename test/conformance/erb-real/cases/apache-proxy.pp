class erbcase {
  $proxy_dest = 'http://backend:8080'
  $no_proxy_uris = ['/static', '/health']
  $proxy_requests = false
  $proxy_preserve_host = true
  $proxy_add_headers = true
  $proxy_error_override = true
  $proxy_pass = [
    {'path' => '/api', 'url' => 'http://api:9000/', 'params' => {'retry' => 0, 'timeout' => 5}, 'keywords' => ['nocanon', 'interpolate'], 'no_proxy_uris' => '/api/skip', 'reverse_cookies' => [{'path' => '/api', 'url' => 'http://api:9000/'}, {'domain' => 'api', 'url' => 'http://api:9000/'}], 'setenv' => ['proxy-nokeepalive 1']},
    {'path' => '/ui', 'url' => 'http://ui:3000/', 'reverse_urls' => ['http://ui:3000/', 'http://ui2:3000/']},
  ]
  $proxy_pass_match = {'path' => '^/(.*\.php)$', 'url' => 'fcgi://127.0.0.1:9000/var/www/$1', 'no_proxy_uris_match' => ['^/nophp']}
  $proxy_dest_match = undef
  notify { 'erb': message => template('apache/vhost/_proxy.erb') }
}
include erbcase
