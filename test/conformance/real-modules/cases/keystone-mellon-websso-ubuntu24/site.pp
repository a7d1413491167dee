node 'id95.example.com' {
  include apache
  include postgresql::server
  class { 'keystone::db::postgresql': password => 'ks-db-pass' }
  class { 'keystone::db': database_connection => 'postgresql://keystone:ks-db-pass@127.0.0.1/keystone' }
  class { 'keystone':
    service_name        => 'httpd',
    token_expiration    => 3600,
    public_endpoint     => 'https://id95.example.com:5000',
    enable_fernet_setup => true,
    fernet_keys         => { '/etc/keystone/fernet-keys/0' => { 'content' => 'k0' }, '/etc/keystone/fernet-keys/1' => { 'content' => 'k1' } },
    default_transport_url => 'rabbit://ks:pass@10.0.0.11:5672/',
  }
  class { 'keystone::federation':
    trusted_dashboards  => ['https://dash.example.com/dashboard/auth/websso/'],
    remote_id_attribute => 'MELLON_IDP',
  }
  class { 'keystone::wsgi::apache':
    ssl        => true,
    servername => 'id95.example.com',
    ssl_cert   => '/etc/ssl/certs/id95.pem',
    ssl_key    => '/etc/ssl/private/id95.key',
    workers    => 3,
  }
  class { 'keystone::federation::mellon':
    methods       => ['password', 'token', 'saml2', 'mapped'],
    idp_name      => 'myidp',
    protocol_name => 'saml2',
    template_order => 335,
    enable_websso => true,
  }
  class { 'keystone::config':
    keystone_config => { 'site/opt' => { 'value' => 'a' }, 'site/old' => { 'ensure' => 'absent' } },
  }
}
