node 'id01.example.com' {
  include apache
  class { 'keystone::db':
    database_connection => 'mysql+pymysql://keystone:ks-db@192.0.2.5/keystone',
  }
  class { 'keystone':
    using_domain_config => true,
    service_name        => 'httpd',
    token_expiration    => 7200,
    default_domain      => 'Default',
    fernet_max_active_keys => 5,
    public_endpoint     => 'https://id.example.com:5000',
    default_transport_url => 'rabbit://ks:secret@192.0.2.30:5672/',
    notification_format => 'cadf',
  }
  class { 'keystone::federation':
    trusted_dashboards   => ['https://dash.example.com/auth/websso/', 'https://alt.example.com/auth/websso/'],
    remote_id_attribute  => 'HTTP_OIDC_ISS',
  }
  class { 'keystone::wsgi::apache':
    ssl              => true,
    servername       => 'id.example.com',
    ssl_cert         => '/etc/pki/tls/certs/id.pem',
    ssl_key          => '/etc/pki/tls/private/id.key',
    access_log_format => 'combined',
    headers          => ['set X-Frame-Options DENY'],
  }
  class { 'keystone::federation::openidc':
    keystone_url                  => 'https://id.example.com:5000',
    methods                       => 'password,token,openid',
    idp_name                      => 'corp',
    openidc_client_id             => 'keystone',
    openidc_client_secret         => 'oidc-secret',
    openidc_provider_metadata_url => 'https://sso.example.com/.well-known/openid-configuration',
    openidc_cache_type            => 'memcache',
    memcached_servers             => ['192.0.2.20:11211', '192.0.2.21:11211'],
    openidc_enable_oauth          => true,
    openidc_introspection_endpoint => 'https://sso.example.com/introspect',
    openidc_pass_claim_as         => 'both',
  }
  keystone::ldap_backend { 'corp':
    url                   => 'ldaps://ldap.example.com',
    user                  => 'cn=keystone,ou=svc,dc=example,dc=com',
    password              => 'ldap-pass',
    suffix                => 'dc=example,dc=com',
    user_tree_dn          => 'ou=people,dc=example,dc=com',
    user_objectclass      => 'inetOrgPerson',
    user_id_attribute     => 'uid',
    user_name_attribute   => 'uid',
    group_tree_dn         => 'ou=groups,dc=example,dc=com',
    use_tls               => false,
    use_pool              => true,
    pool_size             => 20,
    create_domain_entry   => false,
  }
  class { 'keystone::security_compliance':
    lockout_failure_attempts => 5,
    lockout_duration         => 1800,
    password_expires_days    => 90,
    unique_last_password_count => 4,
  }
  class { 'keystone::cors': allowed_origin => ['https://dash.example.com'], allow_credentials => true }
  include keystone::cron::trust_flush
  include keystone::cron::fernet_rotate
  include keystone::logging
}
