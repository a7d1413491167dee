node 'img01.example.com' {
  include glance
  include glance::api::db
  include glance::api::logging
  include glance::api::authtoken
  include glance::api
  include glance::cache::pruner
  include glance::cache::cleaner
  include glance::keystone::auth
  include glance::notify::rabbitmq
  glance::backend::multistore::file { 'local':
    filesystem_store_datadir => '/srv/glance/images',
    store_description        => 'Local file store',
  }
  glance::backend::multistore::rbd { 'ceph':
    rbd_store_pool      => 'images',
    rbd_store_user      => 'glance',
    rbd_store_ceph_conf => '/etc/ceph/ceph.conf',
    store_description   => 'Ceph RBD store',
  }
}
