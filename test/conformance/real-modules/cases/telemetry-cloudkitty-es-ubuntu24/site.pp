node 'tel81.example.com' {
  include postgresql::server
  class { 'cloudkitty::db::postgresql': password => 'ck-db-pass', encoding => 'UTF8', privileges => 'ALL' }
  class { 'cloudkitty::db': database_connection => 'postgresql://cloudkitty:ck-db-pass@127.0.0.1/cloudkitty' }
  class { 'cloudkitty':
    default_transport_url => 'rabbit://ck:pass@10.0.0.11:5672/',
    storage_backend       => 'elasticsearch',
    storage_version       => 2,
    fetcher_backend       => 'keystone',
    auth_strategy         => 'keystone',
    purge_config          => true,
  }
  class { 'cloudkitty::keystone::authtoken': password => 'ck-ks-pass', auth_url => 'http://10.0.0.10:5000/' }
  class { 'cloudkitty::api': service_name => 'cloudkitty-api', sync_db => true }
  class { 'cloudkitty::wsgi::uwsgi': processes => 3, threads => 8, listen_queue_size => 256 }
  class { 'cloudkitty::processor': }
  class { 'cloudkitty::fetcher::keystone': auth_url => 'http://10.0.0.10:5000/', username => 'cloudkitty', password => 'ck-fetch-pass', project_name => 'service', auth_type => 'password', keystone_version => '3', ignore_rating_role => true, ignore_disabled_tenants => true }
  class { 'cloudkitty::storage::elasticsearch': host => 'https://es.example.com:9200', index_name => 'cloudkitty', insecure => false, cafile => '/etc/ssl/certs/ca.pem', scroll_duration => 60 }
  class { 'cloudkitty::config':
    cloudkitty_config        => { 'site/opt' => { 'value' => 'x' }, 'site/gone' => { 'ensure' => 'absent' } },
    cloudkitty_api_paste_ini => { 'site:paste/opt' => { 'value' => 'y' } },
  }
  class { 'aodh::db': database_connection => 'postgresql://aodh:aodh-db@127.0.0.1/aodh' }
  class { 'aodh': default_transport_url => 'rabbit://aodh:pass@10.0.0.11:5672/' }
  class { 'aodh::db::sync': db_sync_timeout => 900 }
  class { 'aodh::client': ensure => 'latest' }
  class { 'ceilometer': telemetry_secret => 'tel-secret', default_transport_url => 'rabbit://ceilo:pass@10.0.0.11:5672/' }
  class { 'ceilometer::db::sync': extra_params => '--config-file /etc/ceilometer/extra.conf', skip_gnocchi_resource_types => true, db_sync_timeout => 600 }
  class { 'ceilometer::config':
    ceilometer_config          => { 'site/opt' => { 'value' => ['a', 'b'] } },
    ceilometer_rootwrap_config => { 'site/rw' => { 'value' => true } },
  }
  class { 'ceilometer::reports': log_dir => '/var/log/ceilometer/gmr' }
  class { 'gnocchi::db': database_connection => 'postgresql://gnocchi:g-db@127.0.0.1/gnocchi' }
  class { 'gnocchi': package_ensure => 'latest' }
  class { 'gnocchi::storage': }
  class { 'gnocchi::storage::file': file_basepath => '/srv/gnocchi' }
  class { 'gnocchi::db::sync': extra_opts => '--skip-storage', db_sync_timeout => 1200 }
}
