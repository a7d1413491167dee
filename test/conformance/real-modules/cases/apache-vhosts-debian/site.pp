class { 'apache':
  default_vhost => false,
  default_mods  => false,
  mpm_module    => 'event',
}
include apache::mod::headers
include apache::mod::rewrite
apache::vhost { 'www.example.com non-ssl':
  servername      => 'www.example.com',
  port            => 80,
  docroot         => '/var/www/www',
  redirect_status => 'permanent',
  redirect_dest   => 'https://www.example.com/',
}
apache::vhost { 'www.example.com ssl':
  servername => 'www.example.com',
  port       => 443,
  docroot    => '/var/www/www',
  ssl        => true,
  ssl_cert   => '/etc/ssl/certs/www.pem',
  ssl_key    => '/etc/ssl/private/www.key',
  headers    => ['always set Strict-Transport-Security "max-age=63072000"'],
}
apache::vhost { 'static.example.com':
  port          => 80,
  docroot       => '/srv/static',
  docroot_owner => 'www-data',
  docroot_group => 'www-data',
  directories   => [{ 'path' => '/srv/static', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['None'] }],
}
