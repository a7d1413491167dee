node 'share61.example.com' {
  include postgresql::server
  class { 'manila::db::postgresql': password => 'manila-db-pass', encoding => 'UTF8' }
  class { 'manila::db': database_connection => 'postgresql://manila:manila-db-pass@127.0.0.1/manila' }
  class { 'manila': default_transport_url => 'rabbit://manila:pass@10.0.0.11:5672/', rpc_response_timeout => 120, purge_config => true }
  class { 'manila::share': package_ensure => 'latest', enabled => false }
  class { 'manila::backends': enabled_share_backends => ['isilon1', 'vnx1', 'gnative', 'gnfs'] }
  manila::backend::dellemc_isilon { 'isilon1':
    emc_nas_login         => 'admin',
    emc_nas_password      => 'isilon-pass',
    emc_nas_server        => '10.0.5.10',
    emc_nas_root_dir      => '/ifs/manila',
    emc_nas_server_secure => false,
    driver_handles_share_servers => false,
  }
  manila::backend::dellemc_vnx { 'vnx1':
    emc_nas_login                => 'nasadmin',
    emc_nas_password             => 'vnx-pass',
    emc_nas_server               => '10.0.5.20',
    vnx_server_container         => 'server_2',
    vnx_share_data_pools         => ['pool_1', 'pool_2'],
    vnx_ethernet_ports           => ['cge-1-0', 'cge-1-1'],
    network_plugin_ipv6_enabled  => false,
    emc_ssl_cert_verify          => true,
    reserved_share_percentage    => 10,
    driver_handles_share_servers => true,
  }
  manila::backend::glusternative { 'gnative':
    glusterfs_servers             => ['root@10.0.6.1', 'root@10.0.6.2'],
    glusterfs_volume_pattern      => 'manila-share-volume-\\d+$',
    glusterfs_path_to_private_key => '/etc/manila/gluster.key',
    backend_availability_zone     => 'az2',
  }
  manila::backend::glusternfs { 'gnfs':
    glusterfs_target              => 'root@10.0.6.1:/manila',
    glusterfs_mount_point_base    => '/var/lib/manila/mnt',
    glusterfs_nfs_server_type     => 'Ganesha',
    glusterfs_path_to_private_key => '/etc/manila/gluster.key',
    glusterfs_ganesha_server_ip   => '10.0.6.5',
    reserved_share_extend_percentage => 5,
  }
  manila::network::neutron_single_network { 'isilon1':
    neutron_net_id              => '9b1c5e0a-1111-4d6e-8f00-0123456789ab',
    neutron_subnet_id           => '1f2e3d4c-2222-4b5a-9c00-0123456789ab',
    network_plugin_ipv6_enabled => true,
  }
  class { 'manila::share::hitachi_hnas':
    hitachi_hnas_user             => 'supervisor',
    hitachi_hnas_password         => 'hnas-pass',
    hitachi_hnas_ip               => '10.0.7.1',
    hitachi_hnas_evs_id           => '1',
    hitachi_hnas_evs_ip           => '10.0.7.2',
    hitachi_hnas_file_system_name => 'FS-Manila',
  }
  class { 'manila::setup_test_volume': size => '10G', loopback_device => '/dev/loop5' }
  class { 'manila::reports': log_dir => '/var/log/manila/gmr' }
  class { 'manila::client': package_ensure => 'latest' }
}
