node 'id01.example.com' {
  include apache
  include keystone::db
  include keystone
  include keystone::logging
  include keystone::security_compliance
  include keystone::bootstrap
  include keystone::wsgi::apache
  include keystone::cron::fernet_rotate
  include keystone::healthcheck

  create_resources('keystone::ldap_backend',
    lookup('site::keystone::ldap_domains', Hash, 'deep', {}),
    lookup('site::keystone::ldap_defaults', Hash, 'first', {}))

  $ids = lookup('site::keystone::service_identities', Hash, 'hash', {})
  create_resources('keystone::resource::service_identity', $ids, {
    'region'         => 'RegionTwo',
    'default_domain' => 'service_domain',
    'roles'          => ['admin', 'service'],
  })
  keystone_domain { 'service_domain':
    ensure      => present,
    enabled     => true,
    description => 'Service users',
  }
}
