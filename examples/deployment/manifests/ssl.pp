# Task `ssl`: the public endpoint's web root, only where public_ssl is on (its condition).
base::vhost { 'secure.example.com':
  docroot => '/var/www/secure',
  port    => 443,
}
