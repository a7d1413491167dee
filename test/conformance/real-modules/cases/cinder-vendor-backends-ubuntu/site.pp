node 'vol01.example.com' {
  class { 'cinder::db': database_connection => 'mysql+pymysql://cinder:db@192.0.2.5/cinder' }
  class { 'cinder':
    default_transport_url => 'rabbit://cinder:pw@192.0.2.30:5672/',
    storage_availability_zone => 'az1',
  }
  class { 'cinder::volume': volume_clear => 'none' }
  class { 'cinder::backend::defaults': use_multipath_for_image_xfer => true, image_volume_cache_enabled => true }
  cinder::backend::nfs { 'nfs-gold':
    nfs_servers         => ['192.0.2.60:/export/gold', '192.0.2.61:/export/gold'],
    nfs_mount_options   => 'vers=4.1',
    nfs_shares_config   => '/etc/cinder/shares-gold.conf',
    nfs_snapshot_support => true,
    manage_volume_type  => true,
  }
  cinder::backend::netapp { 'ontap':
    netapp_login            => 'admin',
    netapp_password         => 'netapp-pass',
    netapp_server_hostname  => 'ontap.example.com',
    netapp_storage_protocol => 'nfs',
    netapp_vserver          => 'svm1',
    nfs_shares              => ['192.0.2.70:/vol/cinder1', '192.0.2.70:/vol/cinder2'],
    nfs_shares_config       => '/etc/cinder/shares-ontap.conf',
    extra_options           => { 'ontap/netapp_api_trace_pattern' => { 'value' => '(.*)' } },
  }
  cinder::backend::pure { 'pure1':
    san_ip                => '192.0.2.80',
    pure_api_token        => 'pure-token',
    pure_storage_protocol => 'iSCSI',
    use_chap_auth         => true,
    pure_iscsi_cidr_list  => ['10.10.0.0/24', '10.11.0.0/24'],
    manage_volume_type    => true,
  }
  cinder::backend::dellemc_powerstore { 'powerstore':
    san_ip           => '192.0.2.90',
    san_login        => 'admin',
    san_password     => 'ps-pass',
    powerstore_ports => '58:cc:f0:98:49:22:07:02,58:cc:f0:98:49:23:07:02',
    storage_protocol => 'FC',
  }
  cinder::backend::nvmeof { 'nvme':
    target_ip_address => '192.0.2.95',
    target_helper     => 'nvmet',
    target_protocol   => 'nvmet_rdma',
  }
  class { 'cinder::backends':
    enabled_backends => ['nfs-gold', 'ontap', 'pure1', 'powerstore', 'nvme'],
  }
  cinder_type { 'gold': ensure => present, properties => ['volume_backend_name=nfs-gold'] }
}
