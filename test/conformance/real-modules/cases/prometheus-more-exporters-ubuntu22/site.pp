node 'mon01.example.com' {
  class { 'prometheus': manage_prometheus_server => false }
  class { 'prometheus::beanstalkd_exporter': beanstalkd_address => '10.0.0.9:11300', exporter_listen => ':9372', extra_options => '-log.level=warn' }
  class { 'prometheus::bird_exporter': extra_options => '-bird.v2 -format.new', export_scrape_job => true, scrape_job_labels => { 'site' => 'fra1' }, env_vars => { 'GOMAXPROCS' => '2' } }
  class { 'prometheus::collectd_exporter': options => '-collectd.listen-address=":25826"' }
  class { 'prometheus::consul_exporter': consul_server => 'consul.example.com:8500', consul_health_summary => false, log_level => 'warn', web_listen_address => ':9107', web_telemetry_path => '/metrics' }
  class { 'prometheus::elasticsearch_exporter': cnf_uri => 'http://es01:9200', cnf_timeout => '10s', extra_options => '--es.all --es.indices', web_config_content => { 'tls_server_config' => { 'cert_file' => '/etc/ssl/es.crt', 'key_file' => '/etc/ssl/es.key' } } }
  class { 'prometheus::graphite_exporter': options => '--graphite.mapping-config=/etc/graphite_mapping.conf' }
  class { 'prometheus::iperf3_exporter': init_style => 'systemd', options => '--iperf3.timeout=10s' }
  class { 'prometheus::ipsec_exporter': }
  class { 'prometheus::mongodb_exporter': cnf_uri => 'mongodb://exporter:secret@localhost:27017/admin', use_kingpin => false }
  class { 'prometheus::nginx_prometheus_exporter': scrape_uri => 'http://localhost:8081/stub_status', export_scrape_job => true, env_vars => { 'SSL_VERIFY' => 'false' } }
  class { 'prometheus::nginx_vts_exporter': nginx_scrape_uri => 'http://localhost/status/format/json' }
  class { 'prometheus::openldap_exporter': ldap_binddn => 'cn=monitor,dc=example,dc=com', ldap_password => 'secret', options => '--ldapAddr=ldap.example.com:389' }
  class { 'prometheus::openvpn_exporter': status_paths => ['/etc/openvpn/openvpn-status.log', '/var/log/openvpn/tcp.status'] }
  class { 'prometheus::php_fpm_exporter': scrape_uri => 'unix:///run/php/php8.1-fpm.sock;/status', export_scrape_job => true, config_mode => '0640' }
  class { 'prometheus::postfix_exporter': extra_options => '--postfix.showq_path=/var/spool/postfix/public/showq' }
  class { 'prometheus::puppetdb_exporter': puppetdb_url => 'https://puppetdb.example.com:8081/pdb/query' }
  class { 'prometheus::pushprox_client': proxy_url => 'http://proxy.example.com:8080', extra_options => '--fqdn=mon01.example.com', env_vars => { 'HTTPS_PROXY' => 'http://squid:3128' } }
  class { 'prometheus::pushprox_proxy': extra_options => '--web.listen-address=:8080' }
  class { 'prometheus::rabbitmq_exporter': rabbit_url => 'http://localhost:15672', rabbit_user => 'monitor', rabbit_password => 'secret', rabbit_capabilities => ['bert', 'no_sort'], rabbit_exporters => ['exchange', 'node', 'queue'], queues_exclude_regex => '^amq\\.', extra_env_vars => { 'SKIP_QUEUES' => 'amq.gen' } }
  class { 'prometheus::unbound_exporter': extra_options => '-unbound.host=unix:///run/unbound.ctl', env_vars => { 'A' => 'b' } }
  class { 'prometheus::varnish_exporter': }
  class { 'prometheus::wireguard_exporter': export_scrape_job => true, scrape_port => 9587, use_tls_server_config => true, tls_cert_file => '/etc/ssl/wg.crt', tls_key_file => '/etc/ssl/wg.key', tls_min_version => 'TLS12', use_http_server_config => true, http2 => true, http2_headers => { 'X-Frame-Options' => 'deny' }, basic_auth_users => { 'prom' => '$2y$10$abcdefghijklmnopqrstuv' } }
}
