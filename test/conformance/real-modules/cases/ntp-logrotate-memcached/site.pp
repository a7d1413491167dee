node 'base01.example.com' {
  class { 'ntp':
    servers         => ['0.pool.ntp.org', '1.pool.ntp.org', 'ntp1.example.com'],
    pool            => ['2.pool.ntp.org'],
    restrict        => ['default kod nomodify notrap nopeer noquery', '-6 default kod nomodify notrap nopeer noquery', '127.0.0.1', '-6 ::1'],
    iburst_enable   => true,
    preferred_servers => ['ntp1.example.com'],
    interfaces      => ['127.0.0.1', $facts['networking']['ip']],
    minpoll         => 4,
    maxpoll         => 10,
  }
  class { 'logrotate':
    config => {
      'rotate'       => 10,
      'rotate_every' => 'week',
      'compress'     => true,
      'dateext'      => true,
    },
  }
  logrotate::rule { 'messages':
    path         => '/var/log/messages',
    rotate       => 5,
    rotate_every => 'week',
    postrotate   => '/usr/bin/killall -HUP syslogd',
  }
  logrotate::rule { 'app':
    path          => ['/var/log/app/*.log', '/var/log/app/*.err'],
    rotate        => 14,
    rotate_every  => 'day',
    compress      => true,
    delaycompress => true,
    missingok     => true,
    ifempty       => false,
    create        => true,
    create_mode   => '0640',
    create_owner  => 'app',
    create_group  => 'adm',
    sharedscripts => true,
    size          => '100M',
    postrotate    => ['systemctl reload app.service', 'logger app logs rotated'],
  }
  class { 'memcached':
    max_memory      => '25%',
    listen          => ['127.0.0.1', $facts['networking']['ip']],
    max_connections => 4096,
    manage_firewall => false,
  }
  include archive
  archive { '/opt/tools/node_exporter.tar.gz':
    ensure        => present,
    source        => 'https://github.com/prometheus/node_exporter/releases/download/v1.8.2/node_exporter-1.8.2.linux-amd64.tar.gz',
    checksum      => 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    checksum_type => 'sha256',
    extract       => true,
    extract_path  => '/opt/tools',
    creates       => '/opt/tools/node_exporter-1.8.2.linux-amd64',
    cleanup       => true,
  }
}
