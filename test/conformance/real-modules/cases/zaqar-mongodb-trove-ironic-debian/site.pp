node 'svc99.example.com' {
  include postgresql::server
  class { 'zaqar::keystone::authtoken': password => 'zaqar-ks', auth_url => 'http://10.0.0.10:5000/' }
  class { 'zaqar::keystone::trust': password => 'zaqar-trust', auth_url => 'http://10.0.0.10:5000/' }
  class { 'zaqar': message_store => 'mongodb', management_store => 'redis', unreliable => true, max_messages_post_size => 262144, purge_config => true }
  class { 'zaqar::messaging::mongodb': uri => 'mongodb://10.0.0.31:27017,10.0.0.32:27017/zaqar?replicaSet=rs0', database => 'zaqar', partitions => 4, max_attempts => 10, ssl_cert_reqs => 'CERT_REQUIRED' }
  class { 'zaqar::management::redis': uri => 'redis://10.0.0.41:6379', max_reconnect_attempts => 5, package_ensure => 'latest' }
  class { 'zaqar::db::sync': db_sync_timeout => 120 }
  class { 'zaqar::config': zaqar_config => { 'site/opt' => { 'value' => 'q' }, 'site/gone' => { 'ensure' => 'absent' } } }
  class { 'zaqar::reports': log_dir => '/var/log/zaqar/gmr' }
  class { 'trove::db::postgresql': password => 'trove-db', encoding => 'UTF8' }
  class { 'trove': default_transport_url => 'rabbit://trove:pass@10.0.0.11:5672/' }
  class { 'trove::healthcheck': detailed => true, backends => ['disable_by_file'], disable_by_file_path => '/etc/trove/healthcheck_disable', allowed_source_ranges => ['10.0.0.0/8', '127.0.0.1/32'] }
  class { 'trove::config':
    trove_config            => { 'site/opt' => { 'value' => 't' } },
    trove_guestagent_config => { 'site/ga' => { 'value' => 'g' } },
    trove_api_paste_ini     => { 'site:paste/opt' => { 'value' => 'p' } },
  }
  class { 'ironic::inspector::db::postgresql': password => 'inspector-db' }
  class { 'ironic::inspector::config': ironic_inspector_config => { 'site/opt' => { 'value' => 'i' } } }
  class { 'ironic::inspector::client': }
  class { 'ironic::glance': password => 'glance-pass', auth_url => 'http://10.0.0.10:5000/', num_retries => 3 }
  class { 'ironic::neutron': password => 'neutron-pass', auth_url => 'http://10.0.0.10:5000/', region_name => 'RegionTwo' }
  class { 'ironic': default_transport_url => 'rabbit://ironic:pass@10.0.0.11:5672/' }
  class { 'ironic::config': ironic_config => { 'site/opt' => { 'value' => 'r' }, 'site/old' => { 'ensure' => 'absent' } } }
  class { 'ironic::reports': log_dir => '/var/log/ironic/gmr' }
  class { 'ironic::client': }
}
