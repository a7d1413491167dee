node 'node24.example.com' {
  class { 'systemd':
    manage_resolved    => true,
    dns                => ['192.0.2.53', '2001:db8::53'],
    fallback_dns       => '9.9.9.9',
    domains            => ['example.com', 'corp.example.com'],
    dnssec             => 'allow-downgrade',
    dnsovertls         => 'opportunistic',
    cache              => true,
    dns_stub_listener  => 'udp',
    dns_stub_listener_extra => ['192.0.2.24'],
    manage_networkd    => true,
    manage_timesyncd   => true,
    ntp_server         => ['0.pool.ntp.org', '1.pool.ntp.org'],
    timezone           => 'Europe/Berlin',
    manage_journald    => true,
    journald_settings  => { 'Storage' => 'persistent', 'SystemMaxUse' => '2G', 'MaxRetentionSec' => { 'ensure' => 'absent' } },
    manage_logind      => true,
    logind_settings    => { 'HandleLidSwitch' => 'ignore', 'KillUserProcesses' => 'no' },
    manage_udevd       => true,
    udev_log           => 'info',
    udev_children_max  => 8,
    manage_coredump    => true,
    coredump_settings  => { 'Storage' => 'external', 'MaxUse' => '1G' },
    manage_oomd        => true,
    oomd_settings      => { 'SwapUsedLimit' => '90%' },
    networks           => {
      'eth0.network' => { 'content' => "[Match]\nName=eth0\n[Network]\nDHCP=yes\n", 'restart_service' => true },
    },
    tmpfiles           => { 'app.conf' => { 'content' => "d /run/app 0755 app app -\n" } },
    udev_rules         => { 'net.rules' => { 'rules' => ['ACTION=="add", SUBSYSTEM=="net", KERNEL=="eth*", ATTR{mtu}="9000"'] } },
    dropin_files       => { 'nofile.conf' => { 'unit' => 'nginx.service', 'content' => "[Service]\nLimitNOFILE=65536\n" } },
    unit_files         => { 'app.service' => { 'content' => "[Service]\nExecStart=/usr/bin/app\n", 'enable' => true, 'active' => true } },
    system_settings    => { 'DefaultTimeoutStopSec' => '30s' },
    manage_system_conf => true,
  }
  systemd::network { 'br0.netdev': content => "[NetDev]\nName=br0\nKind=bridge\n" }
  systemd::modules_load { 'bonding.conf': content => "bonding\n" }
  systemd::service_limits { 'mysqld.service': limits => { 'LimitNOFILE' => 16384, 'LimitNPROC' => 4096 } }
  systemd::timer_wrapper { 'cleanup':
    ensure        => 'present',
    command       => '/usr/local/bin/cleanup --all',
    on_calendar   => '*-*-* 03:15:00',
    user          => 'root',
    service_overrides => { 'Nice' => 19 },
  }
  systemd::user_service { 'pipewire.service': enable => true, global => true }
  systemd::udev::rule { 'disk.rules': rules => ['ACTION=="add", KERNEL=="sd*", ATTR{queue/scheduler}="none"'] }
}
