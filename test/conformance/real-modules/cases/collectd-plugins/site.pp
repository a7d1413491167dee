node 'mon01.example.com' {
  include collectd
  class { ['collectd::plugin::cpu', 'collectd::plugin::memory', 'collectd::plugin::load']: }
  class { 'collectd::plugin::df':
    fstypes        => ['ext4', 'xfs'],
    ignoreselected => false,
    valuespercentage => true,
  }
  class { 'collectd::plugin::disk':
    disks          => ['/^[hsv]d[a-z]$/', 'nvme0n1'],
    ignoreselected => false,
  }
  class { 'collectd::plugin::interface':
    interfaces     => ['lo'],
    ignoreselected => true,
  }
  class { 'collectd::plugin::syslog': log_level => 'warning' }
  class { 'collectd::plugin::processes':
    processes       => ['nginx', 'php-fpm8.2'],
    process_matches => [ { 'name' => 'java-app', 'regex' => 'java.*app.jar' } ],
  }
  class { 'collectd::plugin::network':
    timetolive => '70',
    forward    => false,
  }
  collectd::plugin::network::server { 'collector.example.com':
    port          => 25826,
    securitylevel => 'Sign',
    username      => 'mon01',
    password      => 'n3twork',
  }
  collectd::plugin::network::listener { '0.0.0.0': port => 25827 }
  class { 'collectd::plugin::write_graphite':
    carbons => {
      'graphite' => { 'graphitehost' => 'graphite.example.com', 'graphiteport' => 2003, 'graphiteprefix' => 'servers.', 'protocol' => 'tcp' },
    },
  }
  collectd::typesdb { '/etc/collectd/types.custom.db': }
  collectd::type { 'queue_depth':
    target => '/etc/collectd/types.custom.db',
    types  => [ { 'ds_name' => 'value', 'ds_type' => 'GAUGE', 'min' => 0, 'max' => 'U' } ],
  }
}
