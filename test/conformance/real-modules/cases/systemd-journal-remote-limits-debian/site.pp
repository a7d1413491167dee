node 'log01.example.com' {
  class { 'systemd':
    manage_journal_remote   => true,
    journal_remote_settings => { 'Seal' => 'yes', 'SplitMode' => 'host', 'ServerKeyFile' => '/etc/ssl/private/log01.key', 'MaxUse' => '10G', 'MaxFiles' => 100, 'KeepFree' => { 'ensure' => 'absent' } },
    manage_journal_upload   => true,
    journal_upload_settings => { 'URL' => 'https://log02.example.com:19532', 'NetworkTimeoutSec' => '30s', 'TrustedCertificateFile' => '/etc/ssl/certs/ca.pem' },
    manage_nspawn           => true,
    manage_user_conf        => true,
    user_settings           => { 'DefaultTimeoutStopSec' => '20s', 'DefaultLimitNOFILE' => { 'ensure' => 'absent' } },
    manage_accounting       => true,
    loginctl_users          => { 'builder' => { 'linger' => 'enabled' } },
    service_limits          => { 'nginx.service' => { 'limits' => { 'LimitNOFILE' => 65536, 'LimitNPROC' => 'infinity', 'CPUQuota' => '150%', 'MemoryMax' => '2G', 'IOWeight' => 500 } } },
    purge_dropin_dirs       => false,
    default_target          => 'multi-user.target',
  }
  systemd::service_limits { 'postgresql.service':
    limits          => { 'LimitNOFILE' => '4096:65536', 'LimitMEMLOCK' => 'infinity', 'TasksMax' => 'infinity' },
    restart_service => false,
  }
  systemd::service_limits { 'old.service':
    ensure => absent,
  }
  systemd::udev::rule { '70-persistent-net.rules':
    rules           => ['SUBSYSTEM=="net", ACTION=="add", ATTR{address}=="52:54:00:12:34:56", NAME="lan0"', 'SUBSYSTEM=="net", ACTION=="add", ATTR{address}=="52:54:00:12:34:57", NAME="wan0"'],
    notify_services => [],
  }
  systemd::network { 'lan0.network':
    content         => "[Match]\nName=lan0\n[Network]\nAddress=10.0.0.5/24\nGateway=10.0.0.1\n",
    restart_service => true,
    mode            => '0640',
  }
  systemd::network { 'wan0.link':
    source => 'puppet:///modules/site/wan0.link',
  }
  systemd::modules_load { 'bonding.conf':
    content => "bonding\n8021q\n",
  }
  systemd::modules_load { 'br_netfilter':
    filename => 'k8s.conf',
    content  => "br_netfilter\n",
  }
  systemd::user_service { 'syncthing.service':
    enable => true,
    global => true,
  }
  systemd::user_service { 'pipewire.socket':
    ensure => 'stopped',
    enable => false,
    user   => 'builder',
    unit   => 'pipewire.socket',
  }
  systemd::manage_unit { 'backup.service':
    unit_entry    => { 'Description' => 'Nightly backup', 'After' => ['network-online.target', 'remote-fs.target'], 'Wants' => 'network-online.target', 'Documentation' => 'man:restic(1)' },
    service_entry => { 'Type' => 'oneshot', 'ExecStart' => ['', '/usr/local/bin/backup --all'], 'Environment' => ['RESTIC_REPOSITORY=/srv/backup', 'GOMAXPROCS=2'], 'Nice' => 10, 'IOSchedulingClass' => 'idle', 'User' => 'root', 'TimeoutStartSec' => '4h' },
    enable        => false,
    active        => false,
  }
  systemd::manage_unit { 'backup.timer':
    unit_entry  => { 'Description' => 'Nightly backup timer' },
    timer_entry => { 'OnCalendar' => '*-*-* 02:30:00', 'RandomizedDelaySec' => '15m', 'Persistent' => true },
    install_entry => { 'WantedBy' => 'timers.target' },
    enable      => true,
    active      => true,
  }
  systemd::manage_unit { 'webhook.socket':
    unit_entry    => { 'Description' => 'Webhook socket' },
    socket_entry  => { 'ListenStream' => '0.0.0.0:9000', 'Accept' => false, 'SocketUser' => 'www-data', 'SocketMode' => '0660' },
    install_entry => { 'WantedBy' => 'sockets.target' },
  }
  systemd::manage_unit { 'spool.path':
    path_entry    => { 'PathChanged' => '/var/spool/incoming', 'MakeDirectory' => true, 'Unit' => 'spool.service' },
    install_entry => { 'WantedBy' => 'multi-user.target' },
  }
  systemd::manage_unit { 'srv-data.mount':
    mount_entry   => { 'What' => '/dev/vg0/data', 'Where' => '/srv/data', 'Type' => 'xfs', 'Options' => 'noatime' },
    install_entry => { 'WantedBy' => 'local-fs.target' },
  }
  systemd::manage_unit { 'swapfile.swap':
    swap_entry    => { 'What' => '/swapfile', 'Priority' => 10 },
    install_entry => { 'WantedBy' => 'swap.target' },
  }
  systemd::manage_unit { 'batch.slice':
    slice_entry => { 'CPUQuota' => '50%', 'MemoryMax' => '4G', 'CPUWeight' => 20 },
  }
  systemd::manage_dropin { 'limits.conf':
    unit          => 'rsyslog.service',
    service_entry => { 'LimitNOFILE' => 16384, 'Restart' => 'on-failure', 'RestartSec' => 5 },
    unit_entry    => { 'StartLimitIntervalSec' => '0' },
  }
  systemd::manage_dropin { 'timer-override.conf':
    unit        => 'logrotate.timer',
    timer_entry => { 'OnCalendar' => ['', 'hourly'], 'AccuracySec' => '1m' },
    notify_service => false,
  }
  systemd::unit_file { 'exporter.service':
    source  => 'puppet:///modules/site/exporter.service',
    enable  => true,
    active  => true,
    restart => '/bin/systemctl try-restart exporter.service',
  }
  systemd::timer { 'cleanup.timer':
    timer_content   => "[Timer]\nOnBootSec=10min\nOnUnitActiveSec=1d\n",
    service_content => "[Service]\nType=oneshot\nExecStart=/usr/local/bin/cleanup\n",
    active          => true,
    enable          => true,
    service_unit    => 'cleanup-job.service',
  }
}
