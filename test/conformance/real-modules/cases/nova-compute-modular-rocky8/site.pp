node 'cmp08.example.com' {
  class { 'nova::compute::mdev':
    mdev_types => {
      'nvidia-35' => { 'device_addresses' => ['0000:84:00.0', '0000:85:00.0'] },
      'nvidia-36' => {},
    },
  }
  class { 'nova::compute::provider':
    custom_inventories => [
      {
        'name'      => 'cmp08-gpu',
        'inventories' => { 'CUSTOM_GPU' => { 'total' => 2, 'reserved' => 0 } },
        'traits'    => ['CUSTOM_GPU_NVIDIA'],
      },
    ],
  }
  class { 'nova':
    default_transport_url => 'rabbit://nova:pw@192.0.2.30:5672/',
    cpu_allocation_ratio  => 4.0,
    ram_allocation_ratio  => 1.0,
    host                  => $facts['networking']['fqdn'],
  }
  class { 'nova::compute':
    vncproxy_host                 => 'console.example.com',
    vncserver_proxyclient_address => $facts['networking']['ip'],
    cpu_shared_set                => '0-3',
    cpu_dedicated_set             => ['4-15', '^8'],
    reserved_host_memory          => 4096,
    sync_power_state_interval     => 600,
  }
  class { 'nova::compute::libvirt':
    virt_type             => 'kvm',
    cpu_mode              => 'custom',
    cpu_models            => ['Cascadelake-Server-noTSX', 'Skylake-Server-noTSX-IBRS'],
    cpu_model_extra_flags => ['+pcid', '-mpx'],
    images_type           => 'rbd',
    hw_machine_type       => { 'x86_64' => 'q35' },
    disk_cachemodes       => ['network=writeback', 'file=directsync'],
    swtpm_enabled         => true,
    manage_libvirt_services => false,
    migration_support     => false,
  }
  class { 'nova::compute::libvirt::services':
    libvirt_virt_type => 'kvm',
    modular_libvirt   => true,
    manage_ovmf       => true,
    manage_swtpm      => true,
  }
  class { 'nova::compute::libvirt::virtqemud': log_level => 3, max_clients => 2048, log_outputs => '3:file:/var/log/libvirt/virtqemud.log' }
  include nova::compute::libvirt::virtsecretd
  include nova::compute::libvirt::virtnodedevd
  include nova::compute::libvirt::virtstoraged
  include nova::compute::libvirt::virtproxyd
  class { 'nova::compute::libvirt::qemu': configure_qemu => true, max_files => 32768, max_processes => 131072, vnc_tls => true, memory_backing_dir => '/dev/hugepages' }
  class { 'nova::compute::rbd':
    libvirt_rbd_user        => 'nova',
    libvirt_rbd_secret_uuid => '457eb676-33da-42ec-9a8c-9293d545c337',
    libvirt_rbd_secret_key  => 'AQBLJm5kAAAAABAA1TlDGvXQ2E2fKMt0kY4hxw==',
    libvirt_images_rbd_pool => 'vms',
    rbd_keyring             => 'client.nova',
    manage_ceph_client      => false,
  }
  class { 'nova::migration::libvirt':
    transport              => 'tls',
    modular_libvirt        => true,
    live_migration_with_native_tls => true,
    live_migration_permit_auto_converge => true,
    listen_address         => $facts['networking']['ip'],
  }
  class { 'nova::compute::libvirt_guests': enabled => true, on_boot => 'ignore', on_shutdown => 'shutdown', shutdown_timeout => 300 }
}
