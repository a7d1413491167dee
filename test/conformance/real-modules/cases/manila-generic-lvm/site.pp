node 'share02.example.com' {
  include manila
  include manila::db
  include manila::keystone::authtoken
  include manila::api
  include manila::wsgi::uwsgi
  include manila::scheduler
  include manila::scheduler::filter
  include manila::share
  include manila::backends
  include manila::data
  include manila::data::backup::nfs
  include manila::config
  include manila::policy
  include manila::coordination

  manila::backend::generic { 'generic1':
    driver_handles_share_servers => true,
    share_volume_fstype          => 'ext4',
    cinder_volume_type           => 'manila-backing',
    share_helpers                => ['CIFS=manila.share.drivers.helpers.CIFSHelperIPValue', 'NFS=manila.share.drivers.helpers.NFSHelper'],
  }
  manila::backend::service_instance { 'generic1':
    service_instance_user     => 'manila',
    service_instance_password => 'svc-pass',
    create_service_image      => true,
    service_image_location    => 'https://images.example.com/manila-service-image.qcow2',
    service_instance_flavor_id => 100,
    service_network_cidr      => '10.254.0.0/16',
  }
  manila::backend::lvm { 'lvm1':
    lvm_share_export_ips  => ['192.0.2.46', '198.51.100.46'],
    lvm_share_volume_group => 'manila-shares',
  }
  manila::backend::ganesha { 'ganesha1':
    ganesha_rados_store_enable    => true,
    ganesha_rados_store_pool_name => 'manila_ganesha',
  }
  manila::network::neutron_network { 'generic1':
    neutron_physical_net_name   => 'physnet1',
    network_plugin_ipv6_enabled => true,
  }
}
