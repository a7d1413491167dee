node 'blk01.example.com' {
  include cinder
  include cinder::db
  include cinder::logging
  include cinder::keystone::authtoken
  include cinder::api
  include cinder::scheduler
  include cinder::volume
  include cinder::glance
  include cinder::nova
  include cinder::backup
  include cinder::backup::nfs
  include cinder::keystone::auth
  include cinder::cron::db_purge
  cinder::backend::iscsi { 'lvm-fast':
    target_ip_address   => $facts['networking']['ip'],
    volume_group        => 'cinder-fast',
    volume_backend_name => 'lvm-fast',
  }
  cinder::backend::rbd { 'ceph':
    rbd_pool            => 'volumes',
    rbd_user            => 'cinder',
    rbd_secret_uuid     => '457eb676-33da-42ec-9a8c-9293d545c337',
    volume_backend_name => 'ceph',
  }
  class { 'cinder::backends':
    enabled_backends => ['lvm-fast', 'ceph'],
  }
  cinder_type { 'fast':
    ensure     => present,
    properties => ['volume_backend_name=lvm-fast'],
  }
}
