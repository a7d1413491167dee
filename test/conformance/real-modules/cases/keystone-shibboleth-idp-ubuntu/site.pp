node 'id03.example.com' {
  include apache
  class { 'keystone::db':
    database_connection => 'mysql+pymysql://keystone:ks-db@192.0.2.5/keystone',
  }
  class { 'keystone':
    service_name          => 'httpd',
    token_expiration      => 3600,
    public_endpoint       => 'https://id3.example.com:5000',
    default_transport_url => 'rabbit://ks:secret@192.0.2.30:5672/',
    fernet_keys           => { '/etc/keystone/fernet-keys/0' => { 'content' => 'a2V5MA==' }, '/etc/keystone/fernet-keys/1' => { 'content' => 'a2V5MQ==' } },
    credential_keys       => { '/etc/keystone/credential-keys/0' => { 'content' => 'Y3JlZDA=' }, '/etc/keystone/credential-keys/1' => { 'content' => 'Y3JlZDE=' } },
    enable_credential_setup => true,
    enable_fernet_setup   => true,
    revoke_by_id          => false,
  }
  class { 'keystone::cache':
    backend          => 'dogpile.cache.pymemcache',
    memcache_servers => ['192.0.2.20:11211', '192.0.2.21:11211'],
    enabled          => true,
    token_caching    => true,
  }
  class { 'keystone::wsgi::apache':
    ssl        => true,
    servername => 'id3.example.com',
    ssl_cert   => '/etc/ssl/certs/id3.pem',
    ssl_key    => '/etc/ssl/private/id3.key',
  }
  class { 'keystone::federation':
    trusted_dashboards  => ['https://dash3.example.com/auth/websso/'],
    remote_id_attribute => 'Shib-Identity-Provider',
  }
  class { 'keystone::federation::shibboleth':
    methods          => 'password,token,saml2',
    suppress_warning => true,
    template_order   => 335,
  }
  class { 'keystone::federation::identity_provider':
    idp_entity_id                 => 'https://id3.example.com:5000/v3/OS-FEDERATION/saml2/idp',
    idp_sso_endpoint              => 'https://id3.example.com:5000/v3/OS-FEDERATION/saml2/sso',
    idp_metadata_path             => '/etc/keystone/saml2_idp_metadata.xml',
    certfile                      => '/etc/keystone/ssl/certs/signing_cert.pem',
    keyfile                       => '/etc/keystone/ssl/private/signing_key.pem',
    idp_organization_name         => 'Example',
    idp_organization_display_name => 'Example Cloud',
    idp_organization_url          => 'https://example.com',
    idp_contact_company           => 'Example',
    idp_contact_email             => 'cloud@example.com',
    idp_contact_type              => 'technical',
  }
  keystone_domain_config { 'corp::identity/driver': value => 'sql' }
}
