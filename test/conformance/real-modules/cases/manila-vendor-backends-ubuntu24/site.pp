node 'share03.example.com' {
  include manila
  include manila::db
  include manila::keystone::authtoken
  include manila::api
  include manila::wsgi::uwsgi
  include manila::scheduler
  include manila::share
  include manila::backends
  include manila::ganesha
  include manila::healthcheck
  include manila::cors
  manila::backend::dellemc_powermax { 'pmax1':
    emc_nas_login    => 'admin',
    emc_nas_password => 'pmax-pass',
    emc_nas_server   => '192.0.2.90',
    powermax_server_container => 'server_2',
    powermax_share_data_pools => ['pool1', 'pool2'],
  }
  manila::backend::dellemc_unity { 'unity1':
    driver_handles_share_servers => true,
    emc_nas_login          => 'admin',
    emc_nas_password       => 'unity-pass',
    emc_nas_server         => '192.0.2.91',
    unity_server_meta_pool => 'meta_pool',
    unity_share_data_pools => ['data1'],
    unity_ethernet_ports   => ['spa_eth1', 'spb_eth1'],
  }
  manila::backend::flashblade { 'fb1':
    flashblade_api      => 'fb-token',
    flashblade_data_vip => '192.0.2.92',
    flashblade_mgmt_vip => '192.0.2.94',
    flashblade_eradicate => true,
  }
  manila::backend::glusterfs { 'gluster1':
    glusterfs_volumes_config   => '/etc/manila/glusterfs_volumes',
    glusterfs_mount_point_base => '/var/lib/manila/mnt',
    reserved_share_percentage  => 5,
  }
  manila::backend::hitachi_hnas { 'hnas1':
    driver_handles_share_servers => false,
    hitachi_hnas_user        => 'supervisor',
    hitachi_hnas_password    => 'hnas-pass',
    hitachi_hnas_ip          => '192.0.2.96',
    hitachi_hnas_evs_id      => '1',
    hitachi_hnas_evs_ip      => '192.0.2.97',
    hitachi_hnas_file_system_name => 'fs1',
  }
  manila::network::standalone { 'standalone':
    standalone_network_plugin_gateway => '192.0.2.1',
    standalone_network_plugin_mask    => '24',
    standalone_network_plugin_allowed_ip_ranges => ['192.0.2.100-192.0.2.150'],
    network_plugin_ipv4_enabled => true,
  }
}
