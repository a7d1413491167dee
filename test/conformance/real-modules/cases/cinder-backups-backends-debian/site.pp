node 'blk02.example.com' {
  include cinder
  include cinder::db
  include cinder::keystone::authtoken
  include cinder::api
  include cinder::wsgi::uwsgi
  include cinder::scheduler
  include cinder::scheduler::filter
  include cinder::volume
  include cinder::backup
  include cinder::backup::s3
  include cinder::backends
  include cinder::key_manager
  include cinder::key_manager::barbican
  include cinder::key_manager::barbican::service_user
  include cinder::coordination
  include cinder::quota
  include cinder::os_brick
  include cinder::cors
  include cinder::healthcheck
  include cinder::policy
  cinder::backend::solidfire { 'solidfire1':
    san_ip       => '192.0.2.80',
    san_login    => 'admin',
    san_password => Sensitive('sf-pass'),
    sf_emulate_512 => true,
  }
  cinder::backend::gpfs { 'gpfs1':
    gpfs_mount_point_base => '/gpfs/cinder',
    gpfs_sparse_volumes   => true,
    extra_options         => { 'gpfs1/reserved_percentage' => { 'value' => 5 } },
  }
  cinder::backend::san { 'san1':
    volume_driver => 'cinder.volume.drivers.san.hp.hpe_lefthand_iscsi.HPELeftHandISCSIDriver',
    san_ip        => '192.0.2.81',
    san_login     => 'admin',
    san_password  => 'san-pass',
    san_thin_provision => true,
  }
  cinder::backend::dellemc_powerflex { 'pflex1':
    san_login               => 'admin',
    san_password            => 'pf-pass',
    san_ip                  => '192.0.2.82',
    powerflex_storage_pools => 'domain1:pool1,domain1:pool2',
    manage_volume_type      => true,
  }
}
