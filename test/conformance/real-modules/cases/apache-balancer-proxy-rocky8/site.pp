node 'lb01.example.com' {
  class { 'apache':
    default_vhost    => false,
    mpm_module       => 'worker',
    server_tokens    => 'Prod',
    server_signature => 'Off',
    trace_enable     => 'Off',
    log_formats      => { 'vhost_json' => '{ \"host\":\"%v\", \"status\":%>s }' },
    keepalive        => 'On',
    timeout          => 90,
  }
  class { 'apache::mod::proxy': proxy_requests => 'Off', proxy_via => 'Block', proxy_timeout => 120 }
  class { 'apache::mod::proxy_http': }
  class { 'apache::mod::proxy_http2': }
  class { 'apache::mod::proxy_balancer': manager => true, manager_path => '/balancer-manager', allow_from => ['10.0.0.0/8'] }
  class { 'apache::mod::lbmethod_bytraffic': apache_version => '2.4' }
  class { 'apache::mod::macro': }
  class { 'apache::mod::dbd': }
  class { 'apache::mod::authn_dbd':
    authn_dbd_params    => 'host=db01 dbname=apacheauth user=apache password=secret',
    authn_dbd_dbdriver  => 'pgsql',
    authn_dbd_query     => 'SELECT password FROM authn WHERE user = %s',
    authn_dbd_min       => 2,
    authn_dbd_max       => 20,
    authn_dbd_keep      => 4,
    authn_dbd_exptime   => 600,
    authn_dbd_alias     => 'db_auth',
  }
  class { 'apache::mod::disk_cache': cache_root => '/var/cache/httpd/proxy', cache_ignore_headers => 'Set-Cookie' }
  class { 'apache::mod::dumpio': dump_io_input => 'On', dump_io_output => 'Off' }
  class { 'apache::mod::data': }
  class { 'apache::mod::remoteip': header => 'X-Forwarded-For', internal_proxy => ['10.0.0.0/8', '192.168.0.0/16'], proxy_ips => ['172.16.0.1'] }
  include apache::mod::headers
  include apache::mod::rewrite

  apache::balancer { 'app':
    proxy_set => { 'stickysession' => 'ROUTEID', 'lbmethod' => 'bybusyness', 'timeout' => 30 },
    options   => ['failonstatus=503'],
    collect_exported => false,
  }
  apache::balancermember { 'app-10.0.1.11':
    balancer_cluster => 'app',
    url              => 'http://10.0.1.11:8080',
    options          => ['route=app1', 'loadfactor=2'],
  }
  apache::balancermember { 'app-10.0.1.12':
    balancer_cluster => 'app',
    url              => 'http://10.0.1.12:8080',
    options          => ['route=app2', 'status=+H'],
  }
  apache::balancer { 'ws':
    collect_exported => false,
    target           => '/etc/httpd/conf.d/ws-balancer.conf',
  }
  apache::balancermember { 'ws-1':
    balancer_cluster => 'ws',
    url              => 'ws://10.0.2.11:9000',
  }

  apache::vhost { 'app.example.com':
    port                => 443,
    docroot             => '/var/www/app',
    ssl                 => true,
    ssl_cert            => '/etc/pki/tls/certs/app.crt',
    ssl_key             => '/etc/pki/tls/private/app.key',
    ssl_chain           => '/etc/pki/tls/certs/chain.crt',
    ssl_protocol        => ['all', '-SSLv3', '-TLSv1', '-TLSv1.1'],
    ssl_cipher          => 'HIGH:!aNULL:!MD5',
    ssl_honorcipherorder => true,
    ssl_proxyengine     => true,
    ssl_proxy_verify    => 'none',
    ssl_proxy_check_peer_name => 'off',
    serveraliases       => ['www.app.example.com', 'app'],
    access_log_format   => 'vhost_json',
    headers             => ['always set Strict-Transport-Security "max-age=63072000"', 'unset X-Powered-By'],
    request_headers     => ['set X-Forwarded-Proto "https"', 'unset Proxy'],
    proxy_preserve_host => true,
    no_proxy_uris       => ['/static', '/balancer-manager'],
    proxy_pass          => [
      { 'path' => '/api', 'url' => 'balancer://app/api', 'params' => { 'retry' => '0', 'timeout' => '5' }, 'keywords' => ['nocanon'], 'reverse_urls' => ['http://10.0.1.11:8080/api', 'http://10.0.1.12:8080/api'] },
      { 'path' => '/ws', 'url' => 'balancer://ws/', 'setenv' => ['proxy-nokeepalive 1'], 'no_proxy_uris' => ['/ws/health'] },
      { 'path' => '/legacy', 'url' => 'http://10.0.3.5/', 'reverse_cookies' => [{ 'path' => '/', 'url' => '/legacy/' }, { 'domain' => 'old.example.com', 'url' => 'app.example.com' }] },
    ],
    proxy_pass_match    => [{ 'path' => '^/img/(.*\.png)$', 'url' => 'http://10.0.4.5/images/$1' }],
    rewrites            => [
      { 'comment' => 'force canonical host', 'rewrite_cond' => ['%{HTTP_HOST} !^app\.example\.com$ [NC]', '%{HTTP_HOST} !^$'], 'rewrite_rule' => ['^/(.*) https://app.example.com/$1 [L,R=301]'] },
      { 'rewrite_map' => ['lowercase int:tolower'], 'rewrite_rule' => ['^/Docs/(.*)$ /docs/${lowercase:$1} [R]'] },
    ],
    directories         => [
      { 'path' => '/var/www/app', 'provider' => 'directory', 'options' => ['-Indexes', '+FollowSymLinks'], 'allow_override' => ['None'], 'require' => 'all granted', 'expires_active' => 'On', 'expires_default' => 'access plus 10 minutes' },
      { 'path' => '/static', 'provider' => 'location', 'headers' => 'set Cache-Control "public, max-age=86400"', 'require' => { 'enforce' => 'any', 'requires' => ['ip 10.0.0.0/8', 'ip 192.168.0.0/16'] } },
      { 'path' => '\.(bak|old)$', 'provider' => 'filesmatch', 'require' => 'all denied' },
      { 'path' => '/admin', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'Admin', 'auth_basic_provider' => 'dbd', 'auth_require' => 'valid-user', 'custom_fragment' => 'AuthDBDUserPWQuery "SELECT password FROM authn WHERE user = %s"' },
      { 'path' => '/balancer-manager', 'provider' => 'location', 'sethandler' => 'balancer-manager', 'require' => 'ip 10.0.0.0/8' },
    ],
    error_documents     => [{ 'error_code' => '503', 'document' => '/static/503.html' }, { 'error_code' => '404', 'document' => '/static/404.html' }],
    setenvif            => ['User-Agent "^curl" is_curl', 'Request_URI "\.gif$" image'],
    allow_encoded_slashes => 'nodecode',
    custom_fragment     => "ProxyTimeout 300\nLimitRequestBody 10485760",
    log_level           => 'warn ssl:info',
  }
  apache::vhost { 'app-http':
    servername      => 'app.example.com',
    port            => 80,
    docroot         => false,
    manage_docroot  => false,
    redirect_status => 'permanent',
    redirect_dest   => 'https://app.example.com/',
  }
  apache::vhost::proxy { 'app.example.com-extra':
    vhost            => 'app.example.com',
    port             => 443,
    priority         => 25,
    proxy_dest_match => 'http://10.0.5.5/',
    proxy_pass       => [{ 'path' => '/reports', 'url' => 'http://10.0.5.6/reports' }],
    proxy_add_headers => true,
  }
  class { 'apache::vhosts':
    vhosts => {
      'intranet.example.com' => { 'port' => 8080, 'docroot' => '/srv/intranet', 'docroot_owner' => 'apache', 'docroot_group' => 'apache', 'options' => ['Indexes', 'MultiViews'], 'override' => ['All'] },
      'status.example.com'   => { 'port' => 8081, 'docroot' => '/srv/status', 'ip' => ['10.0.0.5', '127.0.0.1'], 'add_listen' => true, 'aliases' => [{ 'alias' => '/health', 'path' => '/srv/status/health' }, { 'scriptalias' => '/cgi', 'path' => '/srv/status/cgi-bin' }] },
    },
  }
}
