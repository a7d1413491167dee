node 'vol09.example.com' {
  include cinder
  include cinder::db
  include postgresql::server
  include cinder::db::postgresql
  include cinder::keystone::authtoken
  include cinder::api
  include cinder::wsgi::apache
  include cinder::scheduler
  include cinder::volume
  include cinder::backends
  include cinder::backup
  include cinder::backup::swift
  cinder::quota_set { 'powermax': os_password => 'admin-pass', os_auth_url => 'http://10.0.0.10:5000/v3', quota_volumes => 50, quota_gigabytes => 5000, class_name => 'gold', os_region_name => 'RegionOne' }
  cinder::backend::emc_vnx { 'vnx':
    san_ip                  => '10.0.7.1',
    san_password            => 'vnx-pw',
    storage_vnx_pool_names  => ['Pool_1', 'Pool_2'],
    extra_options           => { 'vnx/vnx_custom_setting' => { 'value' => 'enabled' } },
  }
  cinder::backend::dellemc_powermax { 'powermax':
    san_ip               => '10.0.7.2',
    san_login            => 'smc',
    san_password         => 'pmax-pw',
    powermax_array       => '000123456789',
    powermax_srp         => 'SRP_1',
    powermax_port_groups => ['OS-ISCSI-PG', 'OS-ISCSI-PG2'],
    manage_volume_type   => true,
  }
  cinder::backend::dellemc_unity { 'unity': san_ip => '10.0.7.3', san_login => 'admin', san_password => 'unity-pw', storage_protocol => 'FC', unity_storage_pool_names => ['pool_1'], unity_io_ports => ['spa_eth2', 'spb_eth2'] }
  cinder::backend::dellemc_sc { 'sc': san_ip => '10.0.7.4', san_login => 'admin', san_password => 'sc-pw', dell_sc_ssn => 64702, dell_sc_api_port => 3033, excluded_domain_ips => ['10.0.7.40', '10.0.7.41'] }
  cinder::backend::dellemc_xtremio { 'xtremio': san_ip => '10.0.7.5', san_login => 'admin', san_password => 'xio-pw', xtremio_cluster_name => 'xio1', xtremio_array_busy_retry_count => 10 }
  cinder::backend::nexenta { 'nexenta': nexenta_user => 'admin', nexenta_password => 'nex-pw', nexenta_host => '10.0.7.6', nexenta_volume => 'cinder', nexenta_rest_port => 8457 }
  cinder::backend::ibm_svf { 'svf': san_ip => '10.0.7.7', san_login => 'superuser', san_password => 'svf-pw', storwize_svc_volpool_name => ['mdiskgrp0'], storwize_svc_connection_protocol => 'iSCSI', storwize_svc_allow_tenant_qos => true }
  cinder::backend::vstorage { 'vstorage': cluster_name => 'vstor1', cluster_password => 'vst-pw', mount_user => 'cinder', mount_group => 'cinder' }
  cinder::backend::quobyte { 'quobyte': quobyte_volume_url => 'quobyte://10.0.7.8/volumes', quobyte_qcow2_volumes => false, quobyte_sparsed_volumes => true }
  cinder::backend::hpe3par_iscsi { '3par':
    hpe3par_api_url   => 'https://10.0.7.9:8080/api/v1',
    hpe3par_username  => '3paradm',
    hpe3par_password  => '3par-pw',
    san_ip            => '10.0.7.9',
    san_login         => '3paradm',
    san_password      => '3par-pw',
    hpe3par_iscsi_ips => '10.0.7.90,10.0.7.91',
  }
  cinder_type { 'gold':
    properties => ['volume_backend_name=powermax', 'pool_name=SRP_1+000123456789'],
    is_public  => false,
  }
}
