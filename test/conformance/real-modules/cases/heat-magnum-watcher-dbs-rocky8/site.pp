node 'orch97.example.com' {
  include mysql::server
  include apache
  class { 'heat::db::mysql': password => 'heat-db', allowed_hosts => '%', charset => 'utf8mb4', collate => 'utf8mb4_general_ci' }
  class { 'heat::keystone::authtoken': password => 'heat-ks', auth_url => 'http://10.0.0.10:5000/' }
  class { 'heat': default_transport_url => 'rabbit://heat:pass@10.0.0.11:5672/', purge_config => true }
  class { 'heat::api_cfn': service_name => 'httpd' }
  class { 'heat::wsgi::apache_api_cfn': ssl => true, ssl_cert => '/etc/pki/tls/certs/heat.crt', ssl_key => '/etc/pki/tls/private/heat.key', workers => 2, bind_host => '10.0.0.97', access_log_syslog => 'syslog:local1' }
  class { 'heat::config':
    heat_config        => { 'site/opt' => { 'value' => 1 }, 'site/old' => { 'ensure' => 'absent' } },
    heat_api_paste_ini => { 'site:paste/opt' => { 'value' => 'x' } },
  }
  class { 'heat::client': ensure => 'latest' }
  class { 'magnum::db::mysql': password => 'magnum-db', allowed_hosts => ['10.0.0.%', 'orch97'] }
  class { 'magnum': default_transport_url => 'rabbit://magnum:pass@10.0.0.11:5672/', notification_driver => 'messagingv2' }
  class { 'magnum::config':
    magnum_config        => { 'site/opt' => { 'value' => 'y' } },
    magnum_api_paste_ini => { 'site:paste/opt' => { 'value' => 'z' } },
  }
  class { 'magnum::reports': log_dir => '/var/log/magnum/gmr' }
  class { 'magnum::client': }
  class { 'watcher::db::mysql': password => 'watcher-db', host => '10.0.0.97' }
  class { 'watcher::db': database_connection => 'mysql+pymysql://watcher:watcher-db@10.0.0.97/watcher' }
  class { 'watcher': default_transport_url => 'rabbit://watcher:pass@10.0.0.11:5672/' }
  class { 'watcher::db::create_schema': extra_params => '--config-file /etc/watcher/watcher.conf' }
  class { 'watcher::config': watcher_config => { 'site/opt' => { 'value' => false } } }
  class { 'watcher::reports': file_event_handler => '/var/tmp/watcher' }
  class { 'watcher::client': }
  class { 'mistral::db::mysql': password => 'mistral-db' }
  class { 'mistral::config': mistral_config => { 'site/opt' => { 'value' => 'm' } } }
  class { 'placement::db::mysql': password => 'placement-db', allowed_hosts => ['10.0.0.%'] }
  class { 'placement::config': placement_config => { 'site/opt' => { 'value' => 'p', 'secret' => true } } }
  class { 'placement::client': ensure => 'latest' }
}
