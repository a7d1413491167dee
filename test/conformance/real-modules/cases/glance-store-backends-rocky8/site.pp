node 'img01.example.com' {
  class { 'glance': }
  class { 'glance::api::db': database_connection => 'mysql+pymysql://glance:db@192.0.2.5/glance' }
  class { 'glance::api::authtoken': password => 'glance-ks', auth_url => 'http://192.0.2.20:5000', www_authenticate_uri => 'https://id.example.com:5000' }
  class { 'glance::api':
    enabled_backends => ['swift:swift', 'cinder:cinder', 's3:s3', 'web:http'],
    default_backend  => 'swift',
    show_image_direct_url => true,
    image_cache_dir  => '/var/lib/glance/image-cache',
    workers          => 4,
  }
  glance::backend::multistore::swift { 'swift':
    swift_store_user         => 'services:glance',
    swift_store_key          => 'swift-key',
    swift_store_auth_address => 'http://192.0.2.20:5000/v3',
    swift_store_container    => 'glance-images',
    swift_store_create_container_on_put => true,
    swift_store_large_object_size => 5120,
    store_description        => 'Object store',
    weight                   => 100,
  }
  glance::backend::multistore::cinder { 'cinder':
    cinder_store_auth_address => 'http://192.0.2.20:5000/v3',
    cinder_store_project_name => 'services',
    cinder_store_user_name    => 'glance',
    cinder_store_password     => 'glance-ks',
    cinder_volume_type        => 'images',
    cinder_use_multipath      => true,
    store_description         => 'Block store',
  }
  glance::backend::multistore::s3 { 's3':
    s3_store_host       => 'https://s3.example.com',
    s3_store_access_key => 'AKIAEXAMPLE',
    s3_store_secret_key => 's3-secret',
    s3_store_bucket     => 'glance',
    s3_store_create_bucket_on_put => true,
  }
  glance::backend::multistore::http { 'web':
    https_insecure => false,
    http_proxy_information => { 'http' => 'http://proxy.example.com:3128' },
  }
  include glance::cache::pruner
}
