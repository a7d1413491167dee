node 'lb91.example.com' {
  include mysql::server
  class { 'octavia::db::mysql': password => 'octavia-db-pass', allowed_hosts => ['10.0.0.%'], persistence_dbname => 'octavia_persist' }
  class { 'octavia::db': database_connection => 'mysql+pymysql://octavia:octavia-db-pass@127.0.0.1/octavia' }
  class { 'octavia::task_flow': persistence_connection => 'mysql+pymysql://octavia:octavia-db-pass@127.0.0.1/octavia_persist', jobboard_enabled => true, jobboard_backend_driver => 'redis_taskflow_driver', jobboard_backend_hosts => ['10.0.0.21', '10.0.0.22'], jobboard_backend_port => 6379 }
  class { 'octavia': default_transport_url => 'rabbit://octavia:pass@10.0.0.11:5672/', notification_driver => 'messagingv2', purge_config => true }
  class { 'octavia::keystone::authtoken': password => 'octavia-ks', auth_url => 'http://10.0.0.10:5000/' }
  class { 'octavia::api': service_name => 'httpd', sync_db => true, enabled_provider_drivers => { 'amphora' => 'Amphora driver', 'amphorav2' => 'Amphora v2' }, default_provider_driver => 'amphorav2', allow_tls_terminated_listeners => false, pagination_max_limit => 500 }
  include apache
  class { 'octavia::wsgi::apache': ssl => true, ssl_cert => '/etc/pki/tls/certs/octavia.crt', ssl_key => '/etc/pki/tls/private/octavia.key', ssl_chain => '/etc/pki/tls/certs/chain.crt', workers => 2, threads => 2, error_log_file => 'octavia_error.log' }
  class { 'octavia::controller': amp_flavor_id => '65', amp_image_tag => 'amphora', amp_secgroup_list => ['lb-mgmt'], amp_boot_network_list => ['lb-mgmt-net'], loadbalancer_topology => 'SINGLE', heartbeat_key => 'hb', controller_ip_port_list => ['10.0.0.91:5555'], amp_ssh_key_name => 'octavia-ssh', enable_ssh_access => true }
  class { 'octavia::worker': manage_nova_flavor => true, nova_flavor_config => { 'ram' => '2048', 'disk' => '5', 'vcpus' => '2' }, workers => 3, amp_project_name => 'service' }
  class { 'octavia::health_manager': ip => '10.0.0.91', port => 5555, failover_threshold => 3, health_update_threads => 4, stats_update_threads => 4 }
  class { 'octavia::housekeeping': amphora_expiry_age => 7200, load_balancer_expiry_age => 7200 }
  class { 'octavia::service_auth': password => 'octavia-svc', auth_url => 'http://10.0.0.10:5000/', region_name => 'RegionTwo' }
  class { 'octavia::db::sync_persistence': extra_params => '--debug', db_sync_timeout => 600 }
  class { 'octavia::roles': role_names => ['load-balancer_member', 'load-balancer_admin'] }
  class { 'octavia::config':
    octavia_config => { 'site/opt' => { 'value' => 'x' }, 'site/old' => { 'ensure' => 'absent' } },
  }
  class { 'octavia::reports': log_dir => '/var/log/octavia/gmr' }
  class { 'octavia::client': ensure => 'latest' }
}
