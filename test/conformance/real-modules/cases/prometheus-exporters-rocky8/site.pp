node 'mon02.example.com' {
  class { 'prometheus::alertmanager':
    version   => '0.27.0',
    route     => { 'group_by' => ['alertname', 'cluster'], 'group_wait' => '30s', 'receiver' => 'ops', 'routes' => [{ 'matchers' => ['severity="critical"'], 'receiver' => 'pager' }] },
    receivers => [{ 'name' => 'ops', 'email_configs' => [{ 'to' => 'ops@example.com' }] }, { 'name' => 'pager', 'webhook_configs' => [{ 'url' => 'http://192.0.2.99:9000/hook' }] }],
    inhibit_rules => [{ 'source_matchers' => ['severity="critical"'], 'target_matchers' => ['severity="warning"'], 'equal' => ['alertname'] }],
    global    => { 'smtp_smarthost' => 'smtp.example.com:25', 'smtp_from' => 'alertmanager@example.com' },
    extra_options => '--cluster.listen-address=',
  }
  class { 'prometheus::haproxy_exporter': cnf_scrape_uri => 'http://localhost:1936/;csv', version => '0.15.0' }
  class { 'prometheus::mysqld_exporter': cnf_user => 'exporter', cnf_password => 'exp-pass', cnf_host => '127.0.0.1', version => '0.15.1' }
  class { 'prometheus::redis_exporter': addr => ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6380'], version => '1.58.0', namespace => 'redis' }
  class { 'prometheus::blackbox_exporter':
    version => '0.24.0',
    modules => {
      'http_2xx' => { 'prober' => 'http', 'timeout' => '10s', 'http' => { 'valid_status_codes' => [], 'method' => 'GET' } },
      'icmp'     => { 'prober' => 'icmp' },
    },
  }
  class { 'prometheus::postgres_exporter':
    version            => '0.15.0',
    postgres_auth_method => 'custom',
    data_source_custom => { 'DATA_SOURCE_NAME' => 'postgresql://exporter:pw@127.0.0.1:5432/postgres?sslmode=disable' },
  }
  class { 'prometheus::process_exporter':
    version       => '0.7.10',
    hash_watched_processes => { 'process_names' => [{ 'name' => '{{.Comm}}', 'cmdline' => ['.+'] }] },
  }
  class { 'prometheus::pushgateway': version => '1.7.0' }
  prometheus::scrape_job { 'db02:9104':
    job_name   => 'mysqld',
    collect_dir => '/etc/prometheus/file_sd_config.d',
    targets    => ['db02.example.com:9104'],
    labels     => { 'env' => 'prod', 'role' => 'db' },
  }
}
