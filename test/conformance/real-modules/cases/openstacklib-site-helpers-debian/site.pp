class profile::openstack::helpers {
  $services = lookup('profile::services', Array[String])
  $db_hosts = lookup('profile::db_hosts', Array[String])

  class { 'openstacklib::policyrcd': services => $services.map |$s| { "${s}-api" } + ['apache2'] }
  include openstacklib::openstackclient
  include openstacklib::iscsid

  class { 'rabbitmq': delete_guest_user => true }
  $services.each |$s| {
    openstacklib::messaging::rabbitmq { "${s}@/${s}":
      userid       => $s,
      password     => "${s}-rabbit",
      virtual_host => "/${s}",
      is_admin     => $s == 'nova',
    }
  }
  openstacklib::messaging::rabbitmq { 'monitoring@/':
    userid               => 'monitoring',
    password             => 'mon-rabbit',
    configure_permission => '^$',
    write_permission     => '^$',
    manage_vhost         => false,
  }

  class { 'mysql::server': root_password => 'root-db' }
  lookup('profile::mysql_dbs', Hash).each |$db, $opts| {
    openstacklib::db::mysql { $db:
      password      => $opts['password'],
      allowed_hosts => $db_hosts,
      privileges    => pick($opts['privileges'], 'ALL'),
      tls_options   => pick($opts['tls_options'], ['NONE']),
      charset       => 'utf8mb4',
      collate       => 'utf8mb4_general_ci',
    }
  }

  class { 'postgresql::server': }
  openstacklib::db::postgresql { 'gnocchi': password => 'gnocchi-db', encoding => 'UTF8' }
  openstacklib::db::postgresql { 'aodh': password => 'aodh-db', privileges => 'CREATE', user => 'aodh_rw' }

  openstacklib::clouds { '/root/.config/openstack/clouds.yaml':
    username       => 'admin',
    password       => 'admin-pass',
    auth_url       => 'https://cloud.example.com:5000/v3',
    project_name   => 'admin',
    system_scope   => 'all',
    interface      => 'internal',
    region_name    => 'RegionOne',
    api_versions   => { 'identity' => '3', 'volume' => '3', 'compute' => '2.95' },
  }
  $services.each |$s| {
    openstacklib::clouds { "/etc/${s}/clouds.yaml":
      username     => $s,
      password     => "${s}-ks",
      auth_url     => 'http://192.0.2.10:5000/v3',
      project_name => 'services',
      file_group   => $s,
    }
  }

  lookup('profile::policies', Hash).each |$path, $policies| {
    openstacklib::policy { $path:
      policies     => $policies,
      purge_config => true,
      file_user    => 'root',
      file_group   => basename(dirname($path)),
    }
  }

  openstacklib::service_validation { 'keystone':
    command     => 'openstack token issue --os-cloud admin',
    environment => ['OS_CLIENT_CONFIG_FILE=/root/.config/openstack/clouds.yaml'],
    tries       => '30',
    try_sleep   => '5',
    unless      => '/usr/bin/test -f /var/lib/keystone/bootstrapped',
  }
  openstacklib::service_validation { 'glance-api': command => 'openstack image list --os-cloud admin', timeout => '120' }

  create_resources('keystone_domain', lookup('profile::keystone::domains', Hash, 'hash', {}), { 'ensure' => 'present', 'enabled' => true })
  create_resources('keystone_tenant', lookup('profile::keystone::projects', Hash, 'hash', {}), { 'ensure' => 'present', 'enabled' => true })
  create_resources('keystone_user', lookup('profile::keystone::users', Hash, 'hash', {}), { 'ensure' => 'present', 'enabled' => true })
  create_resources('keystone_role', lookup('profile::keystone::roles', Hash, 'hash', {}))
  create_resources('keystone_user_role', lookup('profile::keystone::assignments', Hash, 'hash', {}), { 'ensure' => 'present' })
}

node 'ops01.example.com' {
  include profile::openstack::helpers
  include nova::policy
  include neutron::policy
}
