node 'web24.example.com' {
  class { 'apache':
    default_vhost   => false,
    default_mods    => ['alias', 'mime', 'dir', 'env'],
    mpm_module      => false,
    server_tokens   => 'Prod',
    server_signature => 'Off',
    trace_enable    => 'Off',
    log_formats     => { 'vhost_common' => '%v %h %l %u %t \"%r\" %>s %b' },
    keepalive       => 'On',
    timeout         => 120,
  }
  class { 'apache::mod::event': startservers => 4, maxrequestworkers => 400, threadsperchild => 25, serverlimit => 16 }
  class { 'apache::mod::ssl': ssl_protocol => ['all', '-SSLv3', '-TLSv1', '-TLSv1.1'], ssl_cipher => 'HIGH:!aNULL', ssl_stapling => true, ssl_compression => false }
  include apache::mod::proxy
  include apache::mod::proxy_http
  include apache::mod::proxy_balancer
  include apache::mod::proxy_wstunnel
  include apache::mod::http2
  class { 'apache::mod::status': requires => { 'enforce' => 'any', 'requires' => ['ip 127.0.0.1', 'ip 10.0.0.0/8'] }, extended_status => 'On' }
  class { 'apache::mod::remoteip': header => 'X-Forwarded-For', internal_proxy => ['10.0.0.0/8'], trusted_proxy => ['192.0.2.0/24'] }
  class { 'apache::mod::deflate': types => ['text/html', 'text/css', 'application/json'] }
  class { 'apache::mod::expires': expires_active => true, expires_default => 'access plus 1 hour', expires_by_type => [{ 'text/css' => 'access plus 1 month' }, { 'image/png' => 'access plus 1 year' }] }
  include apache::mod::cgid
  include apache::mod::auth_basic
  include apache::mod::authnz_ldap
  include apache::mod::dav
  include apache::mod::dav_fs
  class { 'apache::mod::info': allow_from => ['127.0.0.1'] }
  class { 'apache::mod::userdir': path => '/home/*/www', disable_root => true, overrides => ['AuthConfig'] }
  include apache::mod::headers
  include apache::mod::rewrite
  include apache::mod::setenvif

  apache::vhost { 'portal.example.com':
    port            => 80,
    docroot         => '/var/www/portal',
    redirect_source => ['/old', '/legacy'],
    redirect_dest   => ['https://portal.example.com/new', 'https://portal.example.com/'],
    redirect_status => ['permanent', 'temp'],
    redirectmatch_status => ['404'],
    redirectmatch_regexp => ['\.git(/.*|$)'],
    redirectmatch_dest   => ['http://www.example.com/nope'],
    rewrites => [
      { 'comment' => 'force https', 'rewrite_cond' => ['%{HTTPS} off'], 'rewrite_rule' => ['(.*) https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]'] },
    ],
  }
  apache::vhost { 'portal.example.com-ssl':
    servername       => 'portal.example.com',
    serveraliases    => ['www.portal.example.com', 'portal.internal'],
    port             => 443,
    ssl              => true,
    ssl_cert         => '/etc/ssl/certs/portal.pem',
    ssl_key          => '/etc/ssl/private/portal.key',
    ssl_chain        => '/etc/ssl/certs/chain.pem',
    ssl_proxyengine  => true,
    ssl_proxy_verify => 'require',
    ssl_proxy_check_peer_name => 'on',
    docroot          => '/var/www/portal',
    access_log_format => 'vhost_common',
    error_log_file   => 'portal_error.log',
    log_level        => 'warn',
    headers          => ['always set Strict-Transport-Security "max-age=31536000"', 'always unset X-Powered-By'],
    request_headers  => ['set X-Forwarded-Proto "https"'],
    setenv           => ['APP_ENV production'],
    setenvif         => ['User-Agent "^curl" is_curl'],
    aliases          => [
      { 'alias' => '/static', 'path' => '/srv/portal/static' },
      { 'aliasmatch' => '^/docs/(.*)$', 'path' => '/srv/docs/$1' },
      { 'scriptalias' => '/cgi-bin', 'path' => '/usr/lib/cgi-bin' },
    ],
    proxy_preserve_host => true,
    proxy_pass       => [
      { 'path' => '/api', 'url' => 'http://10.0.0.21:8080/api', 'keywords' => ['nocanon'], 'reverse_urls' => ['http://10.0.0.21:8080/api'], 'params' => { 'retry' => '0', 'timeout' => '60' } },
      { 'path' => '/ws', 'url' => 'ws://10.0.0.22:9000/ws' },
      { 'path' => '/static', 'url' => '!' },
    ],
    proxy_pass_match => [
      { 'path' => '^/reports/(.*)$', 'url' => 'balancer://reports/$1' },
    ],
    directories      => [
      { 'path' => '/var/www/portal', 'options' => ['-Indexes', '+FollowSymLinks'], 'allow_override' => ['AuthConfig', 'FileInfo'], 'require' => 'all granted',
        'rewrites' => [{ 'rewrite_rule' => ['^index\.html$ - [L]'] }], 'headers' => 'set Cache-Control "no-store"' },
      { 'path' => '/admin', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'Portal admin', 'auth_user_file' => '/etc/apache2/portal.htpasswd',
        'auth_require' => 'valid-user' },
      { 'path' => '/ldap', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'LDAP', 'auth_basic_provider' => 'ldap',
        'auth_ldap_url' => 'ldaps://ldap.example.com/ou=people,dc=example,dc=com?uid', 'require' => { 'enforce' => 'all', 'requires' => ['ldap-group cn=admins,dc=example,dc=com', 'not ip 10.9.0.0/16'] } },
      { 'path' => '\.(bak|old)$', 'provider' => 'filesmatch', 'require' => 'all denied' },
      { 'path' => '/dav', 'provider' => 'location', 'dav' => 'filesystem', 'dav_depth_infinity' => 'off' },
    ],
    custom_fragment  => "  <IfModule mod_http2.c>\n    Protocols h2 http/1.1\n  </IfModule>",
    error_documents  => [{ 'error_code' => '503', 'document' => '/errors/503.html' }],
    allow_encoded_slashes => 'nodecode',
    keepalive        => 'on',
  }
  apache::balancer { 'reports':
    proxy_set     => { 'stickysession' => 'JSESSIONID', 'lbmethod' => 'bytraffic' },
  }
  apache::balancermember { 'reports-a': balancer_cluster => 'reports', url => 'http://10.0.0.31:8080', options => ['route=a', 'loadfactor=2'] }
  apache::balancermember { 'reports-b': balancer_cluster => 'reports', url => 'http://10.0.0.32:8080', options => ['route=b'] }
  apache::listen { '8443': }
  apache::vhost { 'intranet':
    ip               => ['10.0.0.10', '10.0.0.11'],
    port             => 8443,
    add_listen       => false,
    docroot          => '/srv/intranet',
    manage_docroot   => false,
    ssl              => true,
    ssl_verify_client => 'require',
    ssl_ca           => '/etc/ssl/certs/corp-ca.pem',
    ssl_options      => ['+StdEnvVars', '+ExportCertData'],
    php_values       => { 'memory_limit' => '256M' },
    php_flags        => { 'display_errors' => 'off' },
  }
  apache::custom_config { 'security-extra':
    content       => "TraceEnable Off\nFileETag None\n",
    verify_config => false,
  }
}
