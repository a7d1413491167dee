node 'fw02.example.com' {
  class { 'firewall': ensure_v6 => 'running' }
  firewallchain { 'INPUT:filter:IPv4': ensure => present, policy => drop, purge => true, ignore => ['-j fail2ban-ssh', 'f2b-'] }
  firewallchain { 'SERVICES:filter:IPv4': ensure => present }
  firewallchain { 'INPUT:filter:IPv6': ensure => present, policy => drop }
  firewall { '000 accept established':
    proto  => 'all',
    state  => ['RELATED', 'ESTABLISHED'],
    jump   => 'accept',
  }
  firewall { '001 accept loopback':
    proto   => 'all',
    iniface => 'lo',
    jump    => 'accept',
  }
  firewall { '002 icmp echo limited':
    proto     => 'icmp',
    icmp      => 'echo-request',
    limit     => '5/sec',
    burst     => 10,
    jump      => 'accept',
  }
  firewall { '010 ssh brute-force recent set':
    dport  => 22,
    proto  => 'tcp',
    ctstate => ['NEW'],
    recent => 'set',
    rname  => 'SSH',
    rsource => true,
  }
  firewall { '011 ssh brute-force drop':
    dport    => 22,
    proto    => 'tcp',
    ctstate  => ['NEW'],
    recent   => 'update',
    rseconds => 60,
    rhitcount => 4,
    rname    => 'SSH',
    rsource  => true,
    jump     => 'drop',
  }
  firewall { '012 web ports':
    dport  => ['80', '443', '8000-8100'],
    proto  => 'tcp',
    jump   => 'SERVICES',
  }
  firewall { '013 hashlimit api':
    chain                 => 'SERVICES',
    dport                 => 8080,
    proto                 => 'tcp',
    hashlimit_name        => 'api',
    hashlimit_upto        => '50/sec',
    hashlimit_burst       => 100,
    hashlimit_mode        => 'srcip',
    hashlimit_htable_expire => 60000,
    jump                  => 'accept',
  }
  firewall { '014 block string':
    chain       => 'SERVICES',
    proto       => 'tcp',
    dport       => 80,
    string      => 'wp-login.php',
    string_algo => 'bm',
    jump        => 'reject',
    reject      => 'tcp-reset',
  }
  firewall { '015 allow from mac':
    chain      => 'SERVICES',
    proto      => 'tcp',
    dport      => 9100,
    mac_source => '52:54:00:12:34:56',
    jump       => 'accept',
  }
  firewall { '016 bridge physdev':
    chain            => 'FORWARD',
    proto            => 'all',
    physdev_in       => 'eth0',
    physdev_out      => 'vnet0',
    physdev_is_bridged => true,
    jump             => 'accept',
  }
  firewall { '017 owner output':
    chain     => 'OUTPUT',
    proto     => 'tcp',
    uid       => 'www-data',
    dport     => 25,
    jump      => 'reject',
    reject    => 'icmp-admin-prohibited',
  }
  firewall { '018 ipset allow':
    chain  => 'SERVICES',
    proto  => 'tcp',
    dport  => 5432,
    ipset  => ['trusted src', '! banned src'],
    jump   => 'accept',
  }
  firewall { '019 mark mangle':
    table    => 'mangle',
    chain    => 'PREROUTING',
    proto    => 'tcp',
    dport    => 443,
    jump     => 'MARK',
    set_mark => '0x1/0xffffffff',
  }
  firewall { '020 connmark restore':
    table   => 'mangle',
    chain   => 'PREROUTING',
    proto   => 'all',
    connmark => '0x1',
    jump    => 'ACCEPT',
  }
  firewall { '021 dscp':
    table    => 'mangle',
    chain    => 'POSTROUTING',
    proto    => 'udp',
    dport    => 5060,
    jump     => 'DSCP',
    set_dscp_class => 'ef',
  }
  firewall { '022 tcpmss clamp':
    table     => 'mangle',
    chain     => 'FORWARD',
    proto     => 'tcp',
    tcp_flags => 'SYN,RST SYN',
    jump      => 'TCPMSS',
    clamp_mss_to_pmtu => true,
  }
  firewall { '023 ftp helper':
    table  => 'raw',
    chain  => 'PREROUTING',
    proto  => 'tcp',
    dport  => 21,
    jump   => 'CT',
    helper => 'ftp',
  }
  firewall { '998 log dropped':
    proto      => 'all',
    jump       => 'LOG',
    log_prefix => 'iptables-dropped: ',
    log_level  => 'warn',
    limit      => '10/min',
  }
  firewall { '999 drop all':
    proto  => 'all',
    jump   => 'drop',
    source => '0.0.0.0/0',
    destination => '10.0.0.0/8',
  }
  firewall { '000 v6 established':
    provider => 'ip6tables',
    proto    => 'all',
    state    => ['RELATED', 'ESTABLISHED'],
    jump     => 'accept',
  }
  firewall { '001 v6 icmp':
    provider => 'ip6tables',
    proto    => 'ipv6-icmp',
    icmp     => 'router-advertisement',
    hop_limit => '255',
    jump     => 'accept',
  }
  firewall { '002 v6 ssh':
    provider => 'ip6tables',
    proto    => 'tcp',
    dport    => 22,
    source   => '2001:db8::/32',
    jump     => 'accept',
  }

  class { 'logrotate': config => { 'rotate' => 7, 'rotate_every' => 'week', 'compress' => true, 'dateext' => true } }
  logrotate::rule { 'app':
    path            => ['/var/log/app/*.log', '/var/log/app/*.err'],
    rotate          => 14,
    rotate_every    => 'day',
    compress        => true,
    compresscmd     => '/usr/bin/zstd',
    compressext     => '.zst',
    compressoptions => '-19',
    uncompresscmd   => '/usr/bin/unzstd',
    delaycompress   => true,
    copytruncate    => true,
    dateext         => true,
    dateformat      => '-%Y%m%d-%s',
    dateyesterday   => true,
    extension       => '.log',
    ifempty         => false,
    missingok       => true,
    mail            => 'ops@example.com',
    mail_when       => 'maillast',
    maxage          => 60,
    minsize         => '1M',
    maxsize         => '500M',
    olddir          => '/var/log/app/archive',
    sharedscripts   => true,
    firstaction     => '/usr/local/bin/pre-rotate-all',
    prerotate       => ['/usr/local/bin/app-flush', 'sync'],
    postrotate      => '/bin/systemctl kill -s HUP app.service',
    lastaction      => '/usr/local/bin/ship-logs',
    su              => true,
    su_user         => 'app',
    su_group        => 'adm',
    shred           => true,
    shredcycles     => 3,
    start           => 1,
  }
  logrotate::rule { 'nginx':
    path          => '/var/log/nginx/*.log',
    create        => true,
    create_mode   => '0640',
    create_owner  => 'www-data',
    create_group  => 'adm',
    rotate        => 52,
    rotate_every  => 'week',
    size          => '100M',
    custom_cfg    => ['notifempty', 'tabooext + .dpkg-old'],
  }
  logrotate::rule { 'old': ensure => absent }
}
