node 'blk101.example.com' {
  include mysql::server
  include apache
  class { 'cinder::db::mysql': password => 'cinder-db', allowed_hosts => ['10.0.0.%'], host => '10.0.0.101' }
  class { 'cinder::db': database_connection => 'mysql+pymysql://cinder:cinder-db@10.0.0.101/cinder', database_max_overflow => 40 }
  class { 'cinder': default_transport_url => 'rabbit://cinder:pass@10.0.0.11:5672/', storage_availability_zone => 'az2', default_availability_zone => 'az2', allow_availability_zone_fallback => true, purge_config => true }
  class { 'cinder::keystone::authtoken': password => 'cinder-ks', auth_url => 'http://10.0.0.10:5000/', service_token_roles_required => true }
  class { 'cinder::keystone::service_user': password => 'cinder-su', auth_url => 'http://10.0.0.10:5000/', send_service_user_token => true, region_name => 'RegionTwo' }
  class { 'cinder::api': service_name => 'httpd', sync_db => true, default_volume_type => 'ceph', public_endpoint => 'https://volume.example.com:8776' }
  class { 'cinder::wsgi::apache': ssl => true, ssl_cert => '/etc/pki/tls/certs/cinder.crt', ssl_key => '/etc/pki/tls/private/cinder.key', workers => 3, threads => 2, custom_wsgi_process_options => { 'umask' => '0002' } }
  class { 'cinder::scheduler': driver_init_wait_time => 10, max_attempts => 5 }
  class { 'cinder::volume': cluster => 'ceph-cluster', volume_clear => 'zero', volume_clear_size => 50 }
  class { 'cinder::backends': enabled_backends => ['ceph', 'lvm'] }
  cinder::backend::rbd { 'ceph':
    rbd_pool                         => 'volumes',
    rbd_user                         => 'cinder',
    rbd_secret_uuid                  => '5d2f6a10-3b4c-4d5e-8f90-a1b2c3d4e5f6',
    rbd_flatten_volume_from_snapshot => true,
    rbd_max_clone_depth              => 3,
    backend_availability_zone        => 'az2',
  }
  cinder::backend::iscsi { 'lvm':
    target_ip_address => '10.0.1.101',
    target_helper     => 'lioadm',
    volume_group      => 'cinder-volumes',
    volumes_dir       => '/var/lib/cinder/volumes',
    manage_volume_type => true,
  }
  class { 'cinder::backup': enabled => true, backup_workers => 2, backup_max_operations => 10 }
  class { 'cinder::backup::ceph': backup_ceph_user => 'cinder-backup', backup_ceph_pool => 'backups', backup_ceph_chunk_size => 134217728, backup_ceph_stripe_unit => 0, backup_ceph_max_snapshots => 5 }
  class { 'cinder::config':
    cinder_config          => { 'site/opt' => { 'value' => 'c' }, 'site/old' => { 'ensure' => 'absent' } },
    api_paste_ini_config   => { 'site:paste/opt' => { 'value' => 'p' } },
    cinder_rootwrap_config => { 'site/rw' => { 'value' => 'r' } },
  }
  class { 'cinder::reports': log_dir => '/var/log/cinder/gmr', file_event_handler_interval => 3 }
  class { 'cinder::setup_test_volume': volume_name => 'cinder-volumes', size => '20G', loopback_device => '/dev/loop7' }
  class { 'cinder::client': }
}
