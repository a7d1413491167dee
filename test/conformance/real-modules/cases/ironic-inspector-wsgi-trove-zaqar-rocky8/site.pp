node default {
  include apache
  include ironic
  include ironic::inspector
  include ironic::inspector::db
  include ironic::inspector::logging
  include ironic::inspector::authtoken
  include ironic::inspector::ironic
  include ironic::inspector::pxe_filter
  class { 'ironic::inspector::pxe_filter::iptables': firewall_chain => 'ironic-inspector', ethoib_interfaces => ['ib0', 'ib1'], ip_version => '4' }
  class { 'ironic::inspector::wsgi::apache':
    servername => 'inspector.example.com',
    bind_host  => '192.0.2.40',
    ssl        => true,
    ssl_cert   => '/etc/pki/tls/certs/inspector.crt',
    ssl_key    => '/etc/pki/tls/private/inspector.key',
    workers    => 2,
    access_log_format => '%h %l %u %t \"%r\" %>s %b',
    vhost_custom_fragment => 'LimitRequestBody 10485760',
  }
  class { 'ironic::inspector::coordination': backend_url => 'etcd3+http://192.0.2.50:2379' }
  class { 'ironic::inspector::cors': allowed_origin => 'https://console.example.com', allow_credentials => false, expose_headers => ['X-OpenStack-Request-Id'] }
  class { 'ironic::inspector::healthcheck': enabled => true, detailed => true, backends => ['disable_by_file'], disable_by_file_path => '/etc/ironic-inspector/healthcheck_disable' }
  class { 'ironic::inspector::service_catalog': password => 'inspector-ks-pass', auth_url => 'http://192.0.2.20:5000', region_name => 'RegionOne' }
  class { 'ironic::audit': enabled => true, audit_map_file => '/etc/ironic/api_audit_map.conf', ignore_req_list => ['GET', 'HEAD'] }

  include trove
  include trove::db
  class { 'trove::guestagent::mysql': docker_image => 'registry.example.com/mysql', backup_docker_image => 'registry.example.com/db-backup-mysql:1.1.0', root_on_create => true, ignore_users => ['os_admin', 'root'], guest_log_exposed_logs => 'general,slow_query' }
  class { 'trove::guestagent::mariadb': docker_image => 'registry.example.com/mariadb', cluster_support => true, min_cluster_member_count => 3, icmp => true }
  class { 'trove::cache::instance_ports': expiration_time => 300, caching => true }

  class { 'zaqar::db::postgresql': password => 'zaqar-db-pass' }
  class { 'postgresql::server': }
  include zaqar
  include zaqar::keystone::authtoken
  class { 'zaqar::management::mongodb': uri => 'mongodb://192.0.2.60:27017', database => 'zaqar_mgmt', ssl_cert_reqs => 'CERT_REQUIRED', ssl_ca_certs => '/etc/pki/ca.pem', max_attempts => 10, reconnect_sleep => '0.02' }
  class { 'zaqar::messaging::swift': uri => 'swift://zaqar:zaqar-swift@/services', auth_url => 'http://192.0.2.20:5000/v3', region_name => 'RegionOne', interface => 'internal' }
}
