class profile::compute (
  String $mgmt_ip = '192.0.2.107',
  String $tunnel_ip = '198.51.100.107',
  Array[String] $sb = ['ssl:192.0.2.11:6642', 'ssl:192.0.2.12:6642', 'ssl:192.0.2.13:6642'],
) {
  class { 'nova':
    default_transport_url => 'rabbit://nova:nova-rabbit@192.0.2.11:5672,nova:nova-rabbit@192.0.2.12:5672/',
    notification_driver   => 'messagingv2',
    cpu_allocation_ratio  => 4.0,
    ram_allocation_ratio  => 1.0,
    host                  => $facts['networking']['fqdn'],
  }
  class { 'nova::keystone::authtoken':
    password => 'nova-ks',
    auth_url => 'http://192.0.2.10:5000',
  }
  class { 'nova::placement': password => 'placement-ks', auth_url => 'http://192.0.2.10:5000', region_name => 'RegionOne' }
  class { 'nova::network::neutron': password => 'neutron-ks', auth_url => 'http://192.0.2.10:5000' }
  class { 'nova::cinder': password => 'cinder-ks', auth_url => 'http://192.0.2.10:5000', catalog_info => 'volumev3:cinderv3:internalURL' }
  class { 'nova::compute':
    vncserver_proxyclient_address => $mgmt_ip,
    vncproxy_host                 => 'cloud.example.com',
    vncproxy_protocol             => 'https',
    reserved_host_memory          => 4096,
    cpu_shared_set                => '2-7,18-23',
    cpu_dedicated_set             => '8-15,24-31',
    resume_guests_state_on_host_boot => true,
    max_concurrent_live_migrations => 2,
    neutron_physnets_numa_nodes_mapping => { 'datacentre' => [0], 'storage' => [1] },
    neutron_tunnel_numa_nodes     => [0],
  }
  class { 'nova::compute::rbd':
    libvirt_rbd_user             => 'openstack',
    libvirt_rbd_secret_uuid      => '457eb676-33da-42ec-9a8c-9293d545c337',
    libvirt_rbd_secret_key       => 'AQBx5kVhAAAAABAAK3mCkbT3gJ1gXW2sDqK6Hw==',
    libvirt_images_rbd_pool      => 'vms',
    rbd_keyring                  => 'client.openstack',
    manage_ceph_client           => false,
    manage_libvirt_secret        => true,
  }
  class { 'nova::migration::libvirt':
    transport                      => 'tls',
    auth                           => 'none',
    listen_address                 => $mgmt_ip,
    live_migration_inbound_addr    => $mgmt_ip,
    live_migration_with_native_tls => true,
    live_migration_permit_auto_converge => true,
    live_migration_completion_timeout => 800,
    key_file                       => '/etc/pki/libvirt/private/serverkey.pem',
    cert_file                      => '/etc/pki/libvirt/servercert.pem',
    ca_file                        => '/etc/pki/CA/cacert.pem',
  }
  class { 'nova::compute::libvirt::qemu':
    configure_qemu  => true,
    max_files       => 32768,
    max_processes   => 131072,
    vnc_tls         => true,
    default_tls_verify => true,
    nbd_tls         => true,
  }
  class { 'nova::compute::libvirt':
    virt_type          => 'kvm',
    vncserver_listen   => $mgmt_ip,
    migration_support  => true,
    cpu_mode           => 'host-model',
    cpu_model_extra_flags => 'pcid,+ssbd',
    images_type        => 'rbd',
    hw_disk_discard    => 'unmap',
    swtpm_enabled      => true,
    volume_use_multipath => true,
  }
  class { 'vswitch::ovs': enable_hw_offload => false }
  class { 'ovn::controller':
    ovn_remote                => join($sb, ','),
    ovn_encap_ip              => $tunnel_ip,
    ovn_encap_type            => 'geneve',
    ovn_bridge_mappings       => ['datacentre:br-ex', 'storage:br-storage'],
    bridge_interface_mappings => ['br-ex:eno2', 'br-storage:eno3'],
    ovn_cms_options           => ['enable-chassis-as-gw', 'availability-zones=az1'],
    ovn_controller_ssl_key    => '/etc/ovn/ovn-controller-privkey.pem',
    ovn_controller_ssl_cert   => '/etc/ovn/ovn-controller-cert.pem',
    ovn_controller_ssl_ca_cert => '/etc/ovn/ovnsb-ca.pem',
    ovn_monitor_all           => true,
    ovn_remote_probe_interval => 30000,
  }
  class { 'neutron':
    default_transport_url => 'rabbit://neutron:neutron-rabbit@192.0.2.11:5672/',
    core_plugin           => 'ml2',
  }
  class { 'neutron::agents::ovn_metadata':
    shared_secret      => 'meta-secret',
    metadata_host      => 'nova-metadata.example.com',
    metadata_protocol  => 'https',
    metadata_workers   => 2,
    ovn_sb_connection  => $sb,
    ovn_sb_private_key => '/etc/neutron/ovn-privkey.pem',
    ovn_sb_certificate => '/etc/neutron/ovn-cert.pem',
    ovn_sb_ca_cert     => '/etc/neutron/ovnsb-ca.pem',
  }
  class { 'ceilometer':
    telemetry_secret      => 'telemetry-secret',
    default_transport_url => 'rabbit://ceilometer:ceilometer-rabbit@192.0.2.11:5672/',
  }
  class { 'ceilometer::agent::service_credentials':
    password => 'ceilometer-ks',
    auth_url => 'http://192.0.2.10:5000',
    region_name => 'RegionOne',
  }
  class { 'ceilometer::agent::polling':
    central_namespace => false,
    compute_namespace => true,
    ipmi_namespace    => false,
    instance_discovery_method => 'libvirt_metadata',
  }
}

node 'cmp07.example.com' {
  include profile::compute
}
