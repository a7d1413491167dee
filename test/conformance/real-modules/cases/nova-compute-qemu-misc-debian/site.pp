node 'cmp21.example.com' {
  class { 'nova':
    default_transport_url   => 'rabbit://nova:secret@10.0.0.11:5672,nova:secret@10.0.0.12:5672/',
    notification_driver     => ['messagingv2', 'log'],
    notify_on_state_change  => 'vm_and_task_state',
    rabbit_use_ssl          => true,
    rabbit_ha_queues        => true,
    kombu_ssl_ca_certs      => '/etc/ssl/certs/ca.pem',
    amqp_durable_queues     => true,
    ssl_only                => true,
    cert                    => '/etc/nova/ssl/cert.pem',
    key                     => '/etc/nova/ssl/key.pem',
    purge_config            => true,
    ovsdb_connection        => 'tcp:127.0.0.1:6640',
  }
  class { 'nova::config':
    nova_config          => {
      'DEFAULT/my_site_option' => { 'value' => true },
      'DEFAULT/old_option'         => { 'ensure' => 'absent' },
      'libvirt/site_extra' => { 'value' => 'force_complete', 'secret' => false },
    },
    nova_api_paste_ini   => { 'composite:osapi_compute/use' => { 'value' => 'call:nova.api.openstack.urlmap:urlmap_factory' } },
    nova_rootwrap_config => { 'DEFAULT/use_syslog' => { 'value' => true } },
  }
  class { 'nova::keystone::authtoken':
    password             => 'nova-pass',
    auth_url             => 'https://keystone.example.com:5000/',
    www_authenticate_uri => 'https://keystone.example.com:5000/',
    memcached_servers    => ['10.0.0.11:11211', '10.0.0.12:11211'],
    service_token_roles_required => true,
  }
  class { 'nova::keystone':
    password         => 'nova-ks-pass',
    auth_url         => 'https://keystone.example.com:5000/',
    valid_interfaces => ['internal', 'public'],
    region_name      => 'RegionTwo',
  }
  class { 'nova::placement': password => 'placement-pass', auth_url => 'https://keystone.example.com:5000/', valid_interfaces => 'internal' }
  class { 'nova::network::neutron': password => 'neutron-pass', auth_url => 'https://keystone.example.com:5000/v3', default_floating_pool => 'ext-net' }
  class { 'nova::key_manager': backend => 'barbican' }
  class { 'nova::key_manager::barbican': barbican_endpoint => 'https://barbican.example.com:9311', auth_endpoint => 'https://keystone.example.com:5000/v3' }
  class { 'nova::key_manager::barbican::service_user':
    password    => 'barbican-su-pass',
    auth_url    => 'https://keystone.example.com:5000/',
    insecure    => false,
    region_name => 'RegionTwo',
  }
  class { 'nova::compute':
    vncserver_proxyclient_address => '10.0.0.21',
    vncproxy_host                 => 'console.example.com',
    vncproxy_protocol             => 'https',
    instance_usage_audit          => true,
    instance_usage_audit_period   => 'hour',
    resume_guests_state_on_host_boot => true,
    sync_power_state_interval     => 1200,
    default_access_ip_network_name => 'public',
  }
  class { 'nova::migration::libvirt':
    transport                   => 'tls',
    listen_address              => '10.0.0.21',
    live_migration_inbound_addr => '10.0.0.21',
    live_migration_permit_auto_converge => true,
    live_migration_tunnelled    => false,
    auth                        => 'none',
  }
  class { 'nova::compute::libvirt':
    virt_type                   => 'qemu',
    migration_support           => true,
    cpu_mode                    => 'none',
    vncserver_listen            => '0.0.0.0',
    hw_disk_discard             => 'unmap',
    disk_cachemodes             => ['file=directsync', 'block=none'],
    enabled_perf_events         => ['cmt', 'mbml'],
    swtpm_enabled               => true,
    manage_libvirt_services     => true,
  }
  class { 'nova::compute::libvirt::libvirtd':
    log_level   => 1,
    log_filters => '1:qemu 1:libvirt 4:object',
    max_clients => 100,
    ovs_timeout => 10,
  }
  class { 'nova::compute::libvirt::virtlogd': log_level => 3, max_size => 1048576 }
  class { 'nova::compute::libvirt::virtlockd': log_level => 3, max_backups => 2, log_outputs => '3:file:/var/log/libvirt/virtlockd.log' }
  class { 'nova::consoleauth': token_ttl => 1200, enforce_session_timeout => true }
  class { 'nova::reports': log_dir => '/var/log/nova/reports', file_event_handler => '/var/tmp/nova-gmr' }
  class { 'nova::patch::config': monkey_patch => true, monkey_patch_modules => ['nova.compute.api:nova.notifications.notify_decorator'] }
  class { 'nova::client': ensure => 'latest' }
  class { 'nova::cell_v2::map_cell_and_hosts': extra_params => '--verbose' }
  class { 'nova::cell_v2::map_instances': cell_name => 'cell1', extra_params => '--max-count 500' }
  class { 'nova::db::online_data_migrations': extra_params => '--max-count 1000', db_sync_timeout => 600 }
  include postgresql::server
  class { 'nova::db::postgresql_api': password => 'nova-api-db-pass', encoding => 'UTF8' }
}
