node 'pki01.example.com' {
  include openssl
  include openssl::configs
  include openssl::certificates

  openssl::export::pem_cert { '/etc/ssl/exports/api.pem':
    pfx_cert => '/etc/ssl/private/api.p12',
    in_pass  => 'p12-pass',
  }
  openssl::export::pem_cert { '/etc/ssl/exports/legacy.pem':
    der_cert => '/etc/ssl/private/legacy.der',
  }
  openssl::export::pem_key { '/etc/ssl/exports/api.key':
    pfx_cert => '/etc/ssl/private/api.p12',
    in_pass  => 'p12-pass',
    out_pass => 'key-pass',
  }
  openssl::dhparam { '/etc/ssl/dhparam4096.pem':
    size  => 4096,
    group => 'ssl-cert',
    mode  => '0640',
  }
}
