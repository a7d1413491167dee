node 'adm08.example.com' {
  class { 'logrotate':
    config => { 'dateext' => true, 'compress' => true, 'rotate' => 10, 'rotate_every' => 'week', 'ifempty' => false, 'su_user' => 'root', 'su_group' => 'syslog' },
    manage_cron_daily => true,
    create_base_rules => true,
  }
  logrotate::rule { 'app':
    path          => ['/var/log/app/*.log', '/var/log/app/*.err'],
    rotate        => 14,
    rotate_every  => 'day',
    missingok     => true,
    compress      => true,
    delaycompress => true,
    create        => true,
    create_mode   => '0640',
    create_owner  => 'app',
    create_group  => 'adm',
    sharedscripts => true,
    postrotate    => ['systemctl reload app', '/usr/local/bin/notify-rotated'],
    size          => '100M',
    su            => true,
    su_user       => 'app',
    su_group      => 'app',
  }
  logrotate::rule { 'audit-hourly': path => '/var/log/audit/extra.log', rotate_every => 'hour', rotate => 48, copytruncate => true }
  class { 'sudo': purge => true, config_file_replace => true, defaults => { 'env_reset' => undef, 'secure_path' => { 'value' => '/usr/sbin:/usr/bin' }, 'timestamp_timeout' => { 'value' => 5 } } }
  sudo::conf { 'ops': priority => 10, content => '%ops ALL=(ALL) NOPASSWD: ALL' }
  sudo::conf { 'deploy': content => ['deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app', 'deploy ALL=(root) NOPASSWD: /usr/bin/journalctl'] }
  kmod::load { ['br_netfilter', 'overlay']: }
  kmod::blacklist { 'pcspkr': }
  kmod::alias { 'bond0': source => 'bonding' }
  kmod::option { 'bonding mode': module => 'bonding', option => 'mode', value => '802.3ad' }
  kmod::install { 'usb-storage': command => '/bin/true' }
  class { 'selinux': mode => 'enforcing', type => 'targeted' }
  selinux::boolean { 'httpd_can_network_connect': }
  selinux::boolean { 'ftpd_full_access': ensure => 'off', persistent => false }
  selinux::fcontext { 'app-logs': seltype => 'httpd_log_t', pathspec => '/srv/app/logs(/.*)?' }
  selinux::fcontext::equivalence { '/srv/www': target => '/var/www' }
  selinux::port { 'app-http': seltype => 'http_port_t', protocol => 'tcp', port => 8081 }
  selinux::permissive { 'container_t': }
  selinux::exec_restorecon { '/srv/app': recurse => true }
  augeas { 'sshd-no-dns': context => '/files/etc/ssh/sshd_config', changes => ['set UseDNS no'], notify => Service['sshd'] }
  service { 'sshd': ensure => running }
  mount { '/srv/data': ensure => mounted, device => '/dev/mapper/vg0-data', fstype => 'xfs', options => 'defaults,noatime', dump => 0, pass => 2 }
  class { 'motd': content => "Welcome to ${facts['networking']['fqdn']}\n", issue_content => "Authorised use only\n" }
}
