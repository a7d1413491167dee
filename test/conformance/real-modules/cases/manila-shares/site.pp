node 'share01.example.com' {
  include manila
  include manila::db
  include manila::logging
  include manila::keystone::authtoken
  include manila::api
  include manila::wsgi::apache
  include manila::scheduler
  include manila::share
  include manila::backends
  include manila::compute::nova
  include manila::network::neutron
  include manila::volume::cinder
  include manila::image::glance
  include manila::quota
  include manila::cron::db_purge
  include manila::keystone::auth

  manila::backend::cephfs { 'cephfsnfs':
    driver_handles_share_servers => false,
    cephfs_auth_id               => 'manila',
    cephfs_protocol_helper_type  => 'NFS',
    cephfs_nfs_cluster_id        => 'cephfs-nfs',
    cephfs_filesystem_name       => 'cephfs',
  }
  manila::backend::netapp { 'netapp1':
    driver_handles_share_servers => true,
    netapp_login                 => 'admin',
    netapp_password              => 'netapp-pass',
    netapp_server_hostname       => 'filer01.example.com',
    netapp_transport_type        => 'https',
    netapp_root_volume_aggregate => 'aggr1',
  }
}
