node 'ctl02.example.com' {
  class { 'nova::availability_zone': default_availability_zone => 'az1', default_schedule_zone => 'az1', internal_service_availability_zone => 'internal' }
  class { 'nova':
    default_transport_url => 'rabbit://nova:pw@192.0.2.30:5672/',
    notification_transport_url => 'rabbit://nova:pw@192.0.2.30:5672/',
    notification_driver   => 'messagingv2',
    notify_on_state_change => 'vm_and_task_state',
  }
  class { 'nova::db':
    database_connection     => 'mysql+pymysql://nova:db@192.0.2.5/nova',
    api_database_connection => 'mysql+pymysql://nova_api:db@192.0.2.5/nova_api',
  }
  class { 'nova::vncproxy': host => $facts['networking']['ip'], allow_vencrypt => true, vencrypt_key => '/etc/nova/vnc.key', vencrypt_cert => '/etc/nova/vnc.pem', vencrypt_ca => '/etc/nova/ca.pem' }
  class { 'nova::serialproxy': serialproxy_host => $facts['networking']['ip'] }
  class { 'nova::scheduler': workers => 2, discover_hosts_in_cells_interval => 300 }
  class { 'nova::scheduler::filter':
    enabled_filters                => ['AvailabilityZoneFilter', 'ComputeFilter', 'ComputeCapabilitiesFilter', 'ImagePropertiesFilter', 'PciPassthroughFilter', 'NUMATopologyFilter'],
    max_instances_per_host         => 50,
    isolated_images                => ['11111111-2222-3333-4444-555555555555'],
    isolated_hosts                 => ['cmp99'],
    weight_classes       => 'nova.scheduler.weights.all_weighers',
    ram_weight_multiplier          => 2.0,
  }
  class { 'nova::quota': instances => 20, cores => 64, ram => 131072, key_pairs => 10, server_groups => 5 }
  class { 'nova::pci':
    aliases => [
      { 'vendor_id' => '10de', 'product_id' => '1eb8', 'name' => 'gpu-t4', 'device_type' => 'type-PCI' },
    ],
  }
  class { 'nova::vendordata': vendordata_providers => ['StaticJSON', 'DynamicJSON'], vendordata_dynamic_targets => ['join@http://192.0.2.99:9999/'], vendordata_jsonfile_path => '/etc/nova/vendor_data.json' }
  class { 'nova::key_manager': backend => 'barbican' }
  class { 'nova::key_manager::barbican': barbican_endpoint => 'https://kms.example.com:9311', barbican_region_name => 'RegionOne' }
  class { 'nova::glance': endpoint_override => 'http://192.0.2.20:9292', num_retries => 3 }
  class { 'nova::cache': enabled => true, backend => 'dogpile.cache.pymemcache', memcache_servers => ['192.0.2.20:11211', '192.0.2.21:11211'] }
  class { 'nova::cron::archive_deleted_rows': minute => '*/30', max_rows => 1000, until_complete => true, purge => true, maxdelay => 600 }
  class { 'nova::cron::purge_shadow_tables': age => 30, hour => 3 }
  class { 'nova::cell_v2::simple_setup':
    transport_url       => 'rabbit://nova:pw@192.0.2.30:5672/',
    database_connection => 'mysql+pymysql://nova:db@192.0.2.5/nova',
  }
  include nova::conductor
}
