node 'id02.example.com' {
  keystone::resource::service_identity { 'nova':
    password            => 'nova-pass',
    service_type        => 'compute',
    service_description => 'OpenStack Compute',
    public_url          => 'https://compute.example.com:8774/v2.1',
    internal_url        => 'http://192.0.2.20:8774/v2.1',
    admin_url           => 'http://192.0.2.20:8774/v2.1',
    region              => 'RegionOne',
    roles               => ['admin', 'service'],
    system_scope        => 'all',
    system_roles        => ['admin'],
  }
  # Declared with its parts as parameters under a free title.
  keystone_endpoint { 'image endpoint':
    ensure       => present,
    name         => 'glance',
    region       => 'RegionTwo',
    type         => 'image',
    public_url   => 'https://image.example.com:9292',
    internal_url => 'http://192.0.2.21:9292',
    admin_url    => 'http://192.0.2.21:9292',
  }
  keystone_service { 'glance::image': ensure => present, description => 'Image' }
  keystone_user { 'glance': ensure => present, password => 'glance-pass', email => 'glance@example.com', domain => 'Default' }
  keystone_user_role { 'glance@services': ensure => present, roles => ['admin'] }
  notify { 'lookups':
    message => {
      'by parts title'   => defined(Keystone_endpoint['RegionTwo/glance::image']),
      'by declared title' => defined(Keystone_endpoint['image endpoint']),
      'nova endpoint'    => defined(Keystone_endpoint['RegionOne/nova::compute']),
      'nova no region'   => defined(Keystone_endpoint['nova::compute']),
      'service'          => defined(Keystone_service['glance::image']),
      'role'             => defined(Keystone_user_role['glance@services']),
      'user'             => defined(Keystone_user['glance']),
      'user in domain'   => defined(Keystone_user['glance::Default']),
    },
  }
  Keystone_endpoint['RegionTwo/glance::image'] -> notify { 'after glance endpoint': }
  notify { 'needs nova endpoint': require => Keystone_endpoint['RegionOne/nova::compute'] }
}
