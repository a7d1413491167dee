node 'web01.example.com' {
  include letsencrypt
  include letsencrypt::plugin::nginx
  include letsencrypt::plugin::dns_rfc2136

  letsencrypt::certonly { 'static.example.com':
    domains              => ['static.example.com', 'assets.example.com'],
    plugin               => 'webroot',
    webroot_paths        => ['/var/www/static', '/var/www/assets'],
    manage_cron          => true,
    cron_hour            => [3, 15],
    cron_minute          => 17,
    cron_output          => 'suppress',
    cron_success_command => '/bin/systemctl reload nginx',
    deploy_hook_commands => ['/usr/local/bin/push-certs static.example.com'],
    additional_args      => ['--expand'],
  }

  $www = letsencrypt::letsencrypt_lookup('www.example.com')
  $wild = letsencrypt::letsencrypt_lookup('shop.example.org')
  $none = letsencrypt::letsencrypt_lookup('mail.example.net')
  notify { 'certificate directories':
    message => "www=${www} shop=${wild} mail=${none}",
  }

  include openssl
  openssl::certificate::x509 { 'internal-api':
    country      => 'DE',
    organization => 'Example GmbH',
    unit         => 'Platform',
    state        => 'Berlin',
    commonname   => 'api.internal.example.com',
    altnames     => ['api.internal.example.com', '192.0.2.80'],
    extkeyusage  => ['serverAuth', 'clientAuth'],
    email        => 'pki@example.com',
    days         => 730,
    base_dir     => '/etc/pki/internal',
    owner        => 'nginx',
    key_mode     => '0640',
    password     => 'key-pass',
  }
  openssl::export::pkcs12 { 'internal-api':
    basedir  => '/etc/pki/internal',
    pkey     => '/etc/pki/internal/internal-api.key',
    cert     => '/etc/pki/internal/internal-api.crt',
    in_pass  => 'key-pass',
    out_pass => 'p12-pass',
  }
  openssl::dhparam { '/etc/pki/internal/dhparam.pem':
    size     => 3072,
    fastmode => true,
  }
}
