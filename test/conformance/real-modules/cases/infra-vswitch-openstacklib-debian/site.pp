node 'infra71.example.com' {
  class { 'vswitch::ovs':
    package_name      => 'openvswitch-switch',
    service_name      => 'openvswitch-switch',
    package_ensure    => 'latest',
    enable_hw_offload => true,
    disable_emc       => true,
    vlan_limit        => 2,
    skip_restart      => true,
    vs_config         => {
      'other_config:n-handler-threads' => { 'value' => 4 },
      'external_ids:ovn-bridge-mappings' => { 'value' => ['physnet1:br-ex', 'physnet2:br-vlan'] },
      'external_ids:ovn-cms-options' => { 'value' => { 'enable-chassis-as-gw' => '', 'availability-zones' => 'az1' } },
      'other_config:old' => { 'ensure' => 'absent' },
      'external_ids:hostname' => { 'value' => 'infra71', 'skip_if_version' => '2.5' },
    },
  }
  class { 'vswitch': provider => 'ovs' }
  include vswitch::pki::cacert
  vswitch::pki::cert { ['ovsclient', 'ovncontroller']: cert_dir => '/etc/openvswitch/pki' }
  class { 'openstacklib::iscsid': enabled => false, package_ensure => 'latest' }
  class { 'openstacklib::policyrcd': services => ['nova-compute', 'neutron-server'] }
  openstacklib::service_validation { 'nova-api':
    command     => 'openstack compute service list',
    tries       => '20',
    try_sleep   => '3',
    refreshonly => true,
    environment => ['OS_CLOUD=admin'],
    unless      => '/bin/false',
  }
  openstacklib::service_validation { 'keystone': command => 'openstack token issue', provider => 'posix', onlyif => '/bin/true' }
  include rabbitmq
  openstacklib::messaging::rabbitmq { 'nova':
    userid       => 'nova',
    password     => 'nova-rabbit',
    virtual_host => '/nova',
    is_admin     => true,
  }
  openstacklib::messaging::rabbitmq { 'neutron':
    userid               => 'neutron',
    password             => 'neutron-rabbit',
    manage_vhost         => false,
    configure_permission => '^neutron.*',
    read_permission      => '',
  }
  openstacklib::messaging::rabbitmq { 'readonly':
    userid      => 'monitor',
    password    => 'monitor-pass',
    manage_user => false,
    manage_vhost => false,
    manage_user_permissions => true,
  }
  class { 'openstack_extras::repo::debian::debian':
    release         => 'dalmatian',
    use_extrepo     => false,
    package_require => true,
    source_hash     => {
      'site-extras' => { 'location' => 'http://mirror.example.com/debian', 'release' => 'bookworm', 'repos' => 'main contrib' },
    },
    source_defaults => { 'include' => { 'src' => false } },
  }
  include oslo
}
