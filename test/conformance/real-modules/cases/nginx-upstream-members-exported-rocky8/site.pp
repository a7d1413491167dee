node 'lb05.example.com' {
  class { 'nginx':
    manage_repo         => false,
    worker_processes    => 4,
    worker_connections  => 2048,
    server_tokens       => 'off',
    gzip                => 'on',
    gzip_types          => ['text/css', 'application/json'],
    http_cfg_append     => { 'map_hash_bucket_size' => 128 },
    log_format          => { 'upstreamlog' => '$remote_addr - $upstream_addr [$time_local] "$request" $status' },
    stream              => true,
  }
  nginx::resource::upstream { 'app':
    members_tag     => 'blue',
    member_defaults => { 'port' => 8080, 'max_fails' => 3, 'fail_timeout' => '10s' },
    least_conn      => true,
    keepalive       => 32,
    keepalive_timeout => '60s',
    zone            => 'app 64k',
    sticky          => { 'cookie' => { 'name' => 'srv_id', 'expires' => '1h', 'httponly' => true, 'secure' => true, 'path' => '/' } },
    cfg_prepend     => { 'hash_bucket' => 'x' },
    cfg_append      => { 'queue' => ['100', 'timeout=70'], 'ntlm_custom' => { 'a' => 'b' } },
  }
  @@nginx::resource::upstream::member { 'app01':
    upstream => 'app',
    server   => '10.0.0.31',
    weight   => 5,
    tag      => 'blue',
  }
  @@nginx::resource::upstream::member { 'app02':
    upstream   => 'app',
    server     => '10.0.0.32',
    backup     => true,
    slow_start => '30s',
    tag        => 'blue',
  }
  @@nginx::resource::upstream::member { 'app03':
    upstream => 'app',
    server   => '10.0.0.33',
    state    => 'drain',
    tag      => 'green',
  }
  nginx::resource::upstream { 'static':
    ip_hash => true,
  }
  @@nginx::resource::upstream::member { 'static-a':
    upstream => 'static',
    server   => 'static-a.example.com',
    port     => 8081,
    comment  => 'primary',
  }
  nginx::resource::upstream { 'pg':
    context => 'stream',
    hash    => '$remote_addr consistent',
    members => {
      'pg01' => { 'server' => '10.0.0.41', 'port' => 5432, 'max_conns' => 100 },
      'pg02' => { 'server' => '10.0.0.42', 'port' => 5432, 'params_append' => 'max_fails=2' },
    },
  }
  nginx::resource::server { 'app.example.com':
    listen_port          => 443,
    ssl                  => true,
    ssl_port             => 443,
    ssl_cert             => '/etc/pki/tls/certs/app.pem',
    ssl_key              => '/etc/pki/tls/private/app.key',
    ssl_protocols        => 'TLSv1.2 TLSv1.3',
    ssl_session_timeout  => '10m',
    http2                => 'on',
    add_header           => { 'Strict-Transport-Security' => 'max-age=31536000; includeSubDomains', 'X-Content-Type-Options' => 'nosniff' },
    proxy                => 'http://app',
    proxy_read_timeout   => '120s',
    proxy_set_header     => ['Host $host', 'X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto https'],
    proxy_http_version   => '1.1',
    rewrite_rules        => ['^/old/(.*)$ /new/$1 permanent'],
    auth_basic           => 'Restricted',
    auth_basic_user_file => '/etc/nginx/.htpasswd',
    format_log           => 'upstreamlog',
    raw_append           => ['if ($request_method = TRACE) { return 405; }'],
    server_cfg_ssl_append => { 'ssl_stapling' => 'on' },
    location_cfg_append  => { 'proxy_buffering' => 'off' },
    client_max_body_size => '50m',
  }
  nginx::resource::location { 'app-static':
    server              => 'app.example.com',
    ssl                 => true,
    ssl_only            => true,
    location            => '~* \.(css|js|png)$',
    proxy               => 'http://static',
    expires             => '7d',
    location_custom_cfg_append => { 'access_log' => 'off' },
    priority            => 450,
  }
  nginx::resource::location { 'app-health':
    server         => 'app.example.com',
    ssl            => true,
    ssl_only       => true,
    location       => '= /health',
    location_custom_cfg => { 'return' => '200 "ok"', 'default_type' => 'text/plain' },
    location_allow => ['10.0.0.0/8'],
    location_deny  => ['all'],
  }

  Nginx::Resource::Upstream::Member <<| upstream == 'app' and tag == 'blue' |>>
}
