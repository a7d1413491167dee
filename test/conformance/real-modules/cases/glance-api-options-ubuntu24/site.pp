node default {
  class { 'glance': }
  class { 'glance::api::db': database_connection => 'mysql+pymysql://glance:db@192.0.2.5/glance', database_max_retries => 10 }
  class { 'glance::api::authtoken': password => 'glance-ks', auth_url => 'http://192.0.2.20:5000', www_authenticate_uri => 'https://id.example.com:5000', service_token_roles_required => true }
  class { 'glance::api':
    enabled_backends      => ['local:file', 'ceph:rbd'],
    default_backend       => 'ceph',
    enabled_import_methods => ['glance-direct', 'web-download', 'copy-image'],
    image_cache_dir       => '/var/lib/glance/image-cache',
    image_cache_max_size  => 21474836480,
    show_multiple_locations => true,
    workers               => 4,
    sync_db               => false,
  }
  class { 'glance::wsgi::uwsgi': processes => 4, threads => 2, listen_queue_size => 256 }
  glance::backend::multistore::file { 'local': filesystem_store_datadir => '/srv/glance', store_description => 'Local disk' }
  glance::backend::multistore::rbd { 'ceph': rbd_store_pool => 'images', rbd_store_user => 'glance', rbd_store_chunk_size => 16, rbd_thin_provisioning => true }
  class { 'glance::backend::reserved::staging': filesystem_store_datadir => '/var/lib/glance/staging', filesystem_store_chunk_size => 131072 }
  class { 'glance::cache::logging': debug => true, log_dir => '/var/log/glance', use_json => true, default_log_levels => { 'amqp' => 'WARN', 'glance_store' => 'INFO' } }
  class { 'glance::cors': allowed_origin => 'https://dashboard.example.com', allow_credentials => true, max_age => 3600, allow_methods => ['GET', 'POST', 'PUT', 'DELETE'], allow_headers => ['X-Auth-Token', 'Content-Type'] }
  class { 'glance::key_manager': backend => 'barbican' }
  class { 'glance::key_manager::barbican': barbican_endpoint => 'https://kms.example.com:9311', auth_endpoint => 'http://192.0.2.20:5000/v3', number_of_retries => 5, send_service_user_token => true, barbican_region_name => 'RegionOne' }
  class { 'glance::key_manager::barbican::service_user': password => 'glance-su', auth_url => 'http://192.0.2.20:5000' }
  class { 'glance::property_protection':
    property_protection_rule_format => 'policies',
    rules => {
      '^x_billing_.*/create' => { 'value' => ['admin', 'billing'] },
      '^x_billing_.*/read'   => { 'value' => '@' },
      '.*/delete'            => { 'value' => 'context_is_admin', 'ensure' => 'present' },
    },
    purge_config => true,
  }
  class { 'glance::import_filtering_opts': allowed_schemes => ['http', 'https'], disallowed_hosts => ['169.254.169.254', 'metadata.example.com'], allowed_ports => [80, 443] }
  class { 'glance::cron::db_purge': minute => '15', hour => '2', age => 14, max_rows => 500, destination => '/var/log/glance/purge.log', maxdelay => 3600 }
  class { 'glance::cron::db_purge_images_table': minute => '45', hour => '4', weekday => '0', age => 60, max_rows => 100, maxdelay => 600 }
  class { 'glance::db::metadefs': extra_params => '--path /usr/share/glance/metadefs' }
  class { 'glance::limit': endpoint_id => '0123456789abcdef', username => 'glance', password => 'glance-lim', auth_url => 'http://192.0.2.20:5000', project_name => 'services', system_scope => 'all' }
  class { 'glance::os_brick': lock_path => '/var/lib/glance/tmp', wait_mpath_device_attempts => 6 }
  class { 'glance::healthcheck': detailed => true, backends => ['disable_by_file'], disable_by_file_path => '/etc/glance/healthcheck_disable', allowed_source_ranges => ['192.0.2.0/24', '10.0.0.0/8'] }
  class { 'glance::client': }
}
