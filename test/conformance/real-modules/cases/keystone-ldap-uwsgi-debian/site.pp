node 'id03.example.com' {
  include keystone
  include keystone::db
  include keystone::bootstrap
  include keystone::ldap
  include keystone::cache
  include keystone::healthcheck
  include keystone::cors
  include keystone::wsgi::uwsgi
  include keystone::policy
  keystone::resource::service_user { 'nova_config':
    username     => 'nova',
    password     => 'nova-pass',
    auth_url     => 'http://192.0.2.20:5000',
    project_name => 'services',
    send_service_user_token => true,
    region_name  => 'RegionOne',
  }
  keystone::resource::authtoken { 'nova_config':
    username             => 'nova',
    password             => 'nova-pass',
    auth_url             => 'http://192.0.2.20:5000',
    www_authenticate_uri => 'https://keystone.example.com:5000',
    project_name         => 'services',
    memcached_servers    => ['192.0.2.20:11211', '192.0.2.21:11211'],
    service_token_roles_required => true,
    interface            => 'internal',
  }
  keystone_domain { 'ldap_users': ensure => present, enabled => true, description => 'LDAP users' }
  keystone_tenant { 'project-a::ldap_users': ensure => present, enabled => true, description => 'Project A' }
  keystone_tenant { 'project-b': ensure => present, domain => 'ldap_users', enabled => false }
  keystone_role { ['reader2', 'member2', 'operator']: ensure => present }
  keystone_implied_role { 'operator@member2': ensure => present }
  keystone_user_role { 'alice::ldap_users@project-a::ldap_users': ensure => present, roles => ['member2', 'reader2'] }
  keystone_user_role { 'bob::ldap_users@::ldap_users': ensure => present, roles => ['reader2'] }
  keystone_user_role { 'carol@[all]': ensure => present, roles => ['reader2'] }
}
