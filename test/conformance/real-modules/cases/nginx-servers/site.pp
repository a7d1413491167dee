node 'web01.example.com' {
  class { 'nginx':
    worker_processes     => 4,
    worker_connections   => 2048,
    server_tokens        => 'off',
    gzip                 => 'on',
    client_max_body_size => '64m',
    log_format           => { 'main_ext' => '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" rt=$request_time' },
  }
  nginx::resource::upstream { 'app':
    members => {
      '10.0.0.11:8080' => { 'server' => '10.0.0.11', 'port' => 8080, 'weight' => 2 },
      '10.0.0.12:8080' => { 'server' => '10.0.0.12', 'port' => 8080 },
    },
    cfg_prepend => { 'keepalive' => 32 },
  }
  nginx::resource::server { 'www.example.com':
    listen_port          => 80,
    server_name          => ['www.example.com', 'example.com'],
    ssl_redirect         => true,
    use_default_location => false,
  }
  nginx::resource::server { 'www.example.com-ssl':
    server_name          => ['www.example.com'],
    listen_port          => 443,
    ssl                  => true,
    ssl_port             => 443,
    ssl_cert             => '/etc/ssl/certs/www.pem',
    ssl_key              => '/etc/ssl/private/www.key',
    proxy                => 'http://app',
    proxy_set_header     => ['Host $host', 'X-Real-IP $remote_addr', 'X-Forwarded-Proto https'],
    add_header           => { 'Strict-Transport-Security' => 'max-age=31536000' },
    access_log           => '/var/log/nginx/www-ssl.access.log',
    format_log           => 'main_ext',
  }
  nginx::resource::location { 'static':
    server         => 'www.example.com-ssl',
    location       => '/static/',
    ssl            => true,
    ssl_only       => true,
    www_root       => '/srv/www/static',
    expires        => '7d',
    index_files    => [],
  }
  nginx::resource::location { 'health':
    server              => 'www.example.com-ssl',
    location            => '= /health',
    ssl                 => true,
    ssl_only            => true,
    location_custom_cfg => { 'return' => '200 ok', 'access_log' => 'off' },
  }
  nginx::resource::server { 'static.example.com':
    www_root    => '/srv/www/site',
    index_files => ['index.html'],
    try_files   => ['$uri', '$uri/', '=404'],
  }
  nginx::resource::map { 'backend_pool':
    string   => '$http_host',
    default  => 'app',
    mappings => { 'api.example.com' => 'api', 'www.example.com' => 'app' },
  }
}
