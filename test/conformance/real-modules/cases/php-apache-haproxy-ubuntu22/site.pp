node 'php01.example.com' {
  class { 'apache': default_vhost => false, mpm_module => 'event' }
  include apache::mod::proxy
  include apache::mod::proxy_fcgi
  class { 'php::globals': php_version => '8.2' }
  class { 'php':
    manage_repos => true,
    fpm          => true,
    embedded     => true,
    dev          => false,
    composer     => false,
    pear         => false,
    settings     => { 'PHP/memory_limit' => '256M', 'Date/date.timezone' => 'UTC' },
    fpm_pools    => { 'www' => { 'listen' => '127.0.0.1:9000', 'pm_max_children' => 20, 'php_admin_value' => { 'upload_max_filesize' => '32M' } } },
    extensions   => { 'intl' => {}, 'mbstring' => {}, 'opcache' => { 'zend' => true, 'settings' => { 'opcache.enable' => 1, 'opcache.memory_consumption' => 192 } } },
  }
  class { 'php::apache_config': settings => { 'PHP/short_open_tag' => 'Off', 'PHP/expose_php' => 'Off' } }

  class { 'haproxy':
    global_options   => {
      'log'     => ['127.0.0.1 local0', '127.0.0.1 local1 notice'],
      'chroot'  => '/var/lib/haproxy',
      'maxconn' => '20000',
      'user'    => 'haproxy',
      'group'   => 'haproxy',
      'daemon'  => '',
      'stats'   => ['socket /run/haproxy/admin.sock mode 660 level admin expose-fd listeners', 'timeout 30s'],
      'ssl-default-bind-ciphers' => 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256',
      'ssl-default-bind-options' => ['no-sslv3', 'no-tlsv10', 'no-tlsv11'],
      'tune.ssl.default-dh-param' => 2048,
    },
    defaults_options => {
      'log'     => 'global',
      'mode'    => 'http',
      'option'  => ['httplog', 'dontlognull', 'forwardfor except 127.0.0.0/8', 'http-server-close'],
      'timeout' => ['connect 5s', 'client 50s', 'server 50s', 'http-request 10s'],
      'retries' => 3,
      'errorfile' => ['503 /etc/haproxy/errors/503.http'],
    },
    merge_options    => true,
  }
  haproxy::frontend { 'www':
    bind    => { '0.0.0.0:80' => [], '0.0.0.0:443' => ['ssl', 'crt', '/etc/haproxy/certs/', 'alpn', 'h2,http/1.1'], ':::443' => ['v6only', 'ssl', 'crt', '/etc/haproxy/certs/'] },
    mode    => 'http',
    options => [
      { 'acl' => ['is_api path_beg /api', 'is_static path_end .css .js .png', 'from_lan src 10.0.0.0/8'] },
      { 'http-request' => ['redirect scheme https code 301 unless { ssl_fc }', 'set-header X-Forwarded-Proto https if { ssl_fc }', 'deny if is_api !from_lan'] },
      { 'use_backend' => ['api if is_api', 'static if is_static'] },
      { 'default_backend' => 'app' },
      { 'option' => ['forwardfor', 'http-keep-alive'] },
      { 'capture' => 'request header Host len 64' },
    ],
    sort_options_alphabetic => false,
  }
  haproxy::backend { 'app':
    mode    => 'http',
    options => { 'balance' => 'leastconn', 'option' => ['httpchk GET /health HTTP/1.1\r\nHost:\ app.example.com', 'redispatch'], 'cookie' => 'SRV insert indirect nocache', 'http-check' => 'expect status 200' },
  }
  haproxy::backend { 'api':
    options => [{ 'balance' => 'roundrobin' }, { 'option' => 'httpchk' }, { 'timeout' => ['server 120s', 'connect 3s'] }],
    sort_options_alphabetic => false,
  }
  haproxy::backend { 'static':
    options => { 'balance' => 'uri', 'hash-type' => 'consistent' },
  }
  haproxy::balancermember { 'app-members':
    listening_service => 'app',
    ports             => '8080',
    server_names      => ['app1', 'app2', 'app3'],
    ipaddresses       => ['10.0.1.11', '10.0.1.12', '10.0.1.13'],
    options           => ['check', 'inter 2s', 'rise 2', 'fall 3', 'cookie app'],
    define_cookies    => true,
  }
  haproxy::balancermember { 'api-members':
    listening_service => 'api',
    ports             => ['9000', '9001'],
    server_names      => 'api1',
    ipaddresses       => '10.0.2.11',
    options           => 'check',
    weight            => 50,
  }
  haproxy::balancermember { 'static-members':
    listening_service => 'static',
    ports             => '80',
    server_names      => ['st1', 'st2'],
    ipaddresses       => ['10.0.3.11', '10.0.3.12'],
    verifyhost        => true,
  }
  haproxy::listen { 'mysql':
    bind      => { '10.0.0.20:3306' => ['transparent'] },
    mode      => 'tcp',
    options   => { 'option' => ['tcplog', 'mysql-check user haproxy'], 'balance' => 'source', 'timeout' => ['client 3h', 'server 3h'] },
    collect_exported => false,
  }
  haproxy::listen { 'stats':
    ipaddress => '0.0.0.0',
    ports     => ['9000'],
    options   => { 'mode' => 'http', 'stats' => ['enable', 'uri /', 'refresh 10s', 'auth admin:secret', 'admin if TRUE'] },
    collect_exported => false,
    description => 'HAProxy statistics',
  }
  haproxy::balancermember { 'db1':
    listening_service => 'mysql',
    ports             => '3306',
    server_names      => 'db1',
    ipaddresses       => '10.0.4.11',
    options           => ['check', 'port 9200'],
  }
  haproxy::balancermember { 'db2':
    listening_service => 'mysql',
    ports             => '3306',
    server_names      => 'db2',
    ipaddresses       => '10.0.4.12',
    options           => ['check', 'port 9200', 'backup'],
  }
}
