node 'px01.example.com' {
  class { 'nginx':
    worker_processes     => 4,
    worker_connections   => 4096,
    stream               => true,
    mail                 => true,
    server_tokens        => 'off',
    log_format           => { 'json' => 'escape=json {"time":"$time_iso8601","status":$status}' },
    http_raw_append      => ['map_hash_bucket_size 128;'],
    gzip                 => 'on',
    gzip_types           => ['text/plain', 'application/json'],
    proxy_set_header     => ['Host $host', 'X-Real-IP $remote_addr'],
    client_max_body_size => '64m',
    nginx_cfg_prepend    => { 'load_module' => '/usr/lib64/nginx/modules/ngx_stream_module.so' },
  }
  nginx::resource::upstream { 'app':
    members => { '10.0.0.11:8080' => { 'server' => '10.0.0.11', 'port' => 8080, 'weight' => 2 }, '10.0.0.12:8080' => { 'server' => '10.0.0.12', 'port' => 8080, 'backup' => true } },
    cfg_prepend => { 'keepalive' => 32 },
  }
  nginx::resource::upstream { 'dns_servers':
    context => 'stream',
    members => { '192.0.2.53:53' => { 'server' => '192.0.2.53', 'port' => 53 }, '192.0.2.54:53' => { 'server' => '192.0.2.54', 'port' => 53 } },
  }
  nginx::resource::streamhost { 'dns':
    listen_port    => 53,
    listen_options => 'udp reuseport',
    proxy          => 'dns_servers',
    proxy_read_timeout => '5s',
  }
  nginx::resource::mailhost { 'mail':
    listen_port => 25,
    protocol    => 'smtp',
    auth_http   => 'http://127.0.0.1:9000/auth',
    xclient     => 'off',
    smtp_auth   => 'login plain',
    ssl         => true,
    ssl_port    => 465,
    ssl_cert    => '/etc/pki/tls/certs/mail.pem',
    ssl_key     => '/etc/pki/tls/private/mail.key',
    starttls    => 'on',
  }
  nginx::resource::geo { 'client_net':
    networks => { '10.0.0.0/8' => 'internal', '192.0.2.0/24' => 'dmz' },
    default  => 'external',
    proxies  => ['192.0.2.1'],
  }
  nginx::resource::map { 'upgrade':
    string   => '$http_upgrade',
    default  => 'close',
    mappings => { '~.' => 'upgrade' },
  }
  nginx::resource::snippet { 'security': raw_content => "add_header X-Frame-Options DENY;\nadd_header X-Content-Type-Options nosniff;\n" }
  nginx::resource::server { 'app.example.com':
    listen_port       => 443,
    ssl               => true,
    ssl_port          => 443,
    ssl_cert          => '/etc/pki/tls/certs/app.pem',
    ssl_key           => '/etc/pki/tls/private/app.key',
    ssl_redirect      => false,
    http2             => 'on',
    use_default_location => false,
    format_log        => 'json',
    add_header        => { 'Strict-Transport-Security' => 'max-age=31536000' },
    include_files     => ['/etc/nginx/snippets/security.conf'],
    server_cfg_prepend => { 'error_page' => '502 /502.html' },
    locations         => {
      'root' => { 'location' => '/', 'proxy' => 'http://app', 'proxy_read_timeout' => '120s', 'proxy_set_header' => ['Upgrade $http_upgrade', 'Connection $upgrade'] },
      'php'  => { 'location' => '~ \.php$', 'fastcgi' => '127.0.0.1:9000', 'fastcgi_param' => { 'APP_ENV' => 'prod' } },
      'internal' => { 'location' => '/protected', 'internal' => true, 'location_alias' => '/srv/protected' },
    },
  }
  nginx::resource::location { 'legacy':
    server        => 'app.example.com',
    ssl           => true,
    ssl_only      => true,
    location      => '/legacy',
    rewrite_rules => ['^/legacy/(.*)$ /new/$1 permanent'],
    location_custom_cfg => { 'return' => '410' },
  }
}
