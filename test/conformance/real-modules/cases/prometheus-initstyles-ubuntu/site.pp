node 'mon03.example.com' {
  class { 'prometheus':
    version                  => '2.45.0',
    manage_prometheus_server => true,
    init_style               => 'sysv',
    global_config            => { 'scrape_interval' => '15s', 'external_labels' => { 'dc' => 'fra1' } },
    scrape_configs           => [{ 'job_name' => 'self', 'static_configs' => [{ 'targets' => ['localhost:9090'] }] }],
    remote_write_configs     => [{ 'url' => 'http://thanos.example.com/api/v1/receive', 'queue_config' => { 'max_samples_per_send' => 500 } }],
    alertmanagers_config     => [{ 'static_configs' => [{ 'targets' => ['am01:9093', 'am02:9093'] }] }],
    extra_options            => '--web.enable-lifecycle',
  }
  prometheus::alerts { 'hosts':
    alerts => { 'groups' => [{ 'name' => 'hosts', 'rules' => [{ 'alert' => 'HighLoad', 'expr' => 'node_load1 > 8', 'for' => '10m' }] }] },
  }
  class { 'prometheus::apache_exporter': scrape_uri => 'http://localhost/server-status?auto', init_style => 'upstart', version => '1.0.1' }
  class { 'prometheus::memcached_exporter': init_style => 'sles', extra_options => '--memcached.address=127.0.0.1:11211' }
  class { 'prometheus::statsd_exporter':
    init_style => 'sysv',
    mappings   => [
      { 'match' => 'test.dispatcher.*.*.*', 'name' => 'dispatcher_events_total', 'labels' => { 'processor' => '$1', 'action' => '$2', 'outcome' => '$3' } },
      { 'match' => '*.signup.*.*', 'name' => 'signup_events_total', 'labels' => { 'provider' => '$2' } },
    ],
  }
  class { 'prometheus::snmp_exporter': init_style => 'none', install_method => 'url' }
  class { 'prometheus::ssl_exporter':
    init_style => 'systemd',
    modules    => { 'https' => { 'prober' => 'https', 'tls_config' => { 'insecure_skip_verify' => false } }, 'file' => { 'prober' => 'file' } },
  }
  class { 'prometheus::ssh_exporter':
    init_style => 'launchd',
    modules    => { 'default' => { 'user' => 'prometheus', 'private_key' => '/home/prometheus/.ssh/id_rsa', 'timeout' => 5, 'command' => 'uptime' } },
  }
  class { 'prometheus::jmx_exporter':
    version       => '0.20.0',
    port          => 5556,
    configuration => { 'hostPort' => 'localhost:9999', 'rules' => [{ 'pattern' => '.*' }] },
  }
  class { 'prometheus::ipmi_exporter':
    modules => { 'default' => { 'collectors' => ['bmc', 'ipmi', 'chassis'] }, 'dcmi' => { 'collectors' => ['dcmi'], 'user' => 'monitor', 'pass' => 'secret', 'driver' => 'LAN_2_0' } },
  }
  class { 'prometheus::grok_exporter':
    config => { 'global' => { 'config_version' => 2 }, 'input' => { 'type' => 'file', 'path' => '/var/log/syslog' }, 'grok' => { 'patterns_dir' => './patterns' }, 'metrics' => [{ 'type' => 'counter', 'name' => 'syslog_lines', 'help' => 'lines', 'match' => '%{SYSLOGBASE}' }], 'server' => { 'port' => 9144 } },
  }
  class { 'prometheus::sachet':
    receivers => [{ 'name' => 'team-sms', 'provider' => 'messagebird', 'to' => ['+4912345'], 'from' => 'Prometheus' }],
    providers => { 'messagebird' => { 'access_key' => 'abc', 'gateway' => 240 } },
    templates => [{ 'name' => 'notifications', 'template' => '{{ define "sms" }}{{ .CommonAnnotations.summary }}{{ end }}' }],
  }
  class { 'prometheus::systemd_exporter': extra_options => '--systemd.collector.unit-include=.*\\.service' }
  class { 'prometheus::bind_exporter': init_style => 'upstart', extra_options => '--bind.stats-url=http://localhost:8053/' }
}
