node 'cmp05.example.com' {
  include nova
  include nova::keystone::authtoken
  include nova::keystone::service_user
  include nova::placement
  include nova::network::neutron
  class { 'nova::compute':
    vncserver_proxyclient_address => '10.0.0.15',
    vnc_enabled                   => false,
    reserved_host_memory          => 4096,
    cpu_shared_set                => ['0-3'],
    cpu_dedicated_set             => ['4-31'],
    max_disk_devices_to_attach    => 32,
  }
  include nova::compute::libvirt
  include nova::compute::libvirt::config
  include nova::compute::pci
  include nova::compute::mdev
  include nova::compute::image_cache
  include nova::os_brick
  include nova::migration::qemu
  include nova::spicehtml5proxy
  class { 'nova::compute::libvirt::networks': disable_default_network => true }
  nova::compute::libvirt::secret_ceph { 'client.openstack':
    uuid  => '5d2f6a10-3b4c-4d5e-8f90-a1b2c3d4e5f6',
    value => 'QVFEeWVYVmRBQUFBQUJBQUZ3PT0=',
  }
  include nova::cell_v2::discover_hosts
}
