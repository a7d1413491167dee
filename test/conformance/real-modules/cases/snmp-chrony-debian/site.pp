node 'db04.example.com' {
  class { 'snmp':
    agentaddress        => ['udp:161', 'udp6:[::1]:161'],
    ro_community        => 'db-ro',
    ro_community6       => ['db-ro6'],
    ro_network          => ['10.0.5.0/24', '10.0.6.0/24'],
    ro_network6         => ['2001:db8:5::/64'],
    contact             => 'dba@example.com',
    location            => 'DC2',
    com2sec             => ['mySecName 10.0.5.0/24 db-ro'],
    com2sec6            => ['mySecName6 2001:db8:5::/64 db-ro6'],
    groups              => ['myGroup v2c mySecName', 'myGroup v2c mySecName6', 'v3Group usm monitor'],
    views               => ['restricted included .1.3.6.1.2.1', 'restricted excluded .1.3.6.1.2.1.4.21'],
    accesses            => ['myGroup "" any noauth exact restricted none none', 'v3Group "" usm priv exact restricted none none'],
    snmpd_options       => '-LS4d -Lf /dev/null -u Debian-snmp -g Debian-snmp -I -smux,mteTrigger,mteTriggerConf -f -p /run/snmpd.pid',
    snmptrapd_options   => '-Lsd -f -p /run/snmptrapd.pid',
    trap_service_ensure => 'running',
    trap_service_enable => true,
    trap_handlers       => ['default /usr/sbin/snmptthandler'],
    do_not_log_traps    => 'yes',
    manage_client       => true,
    snmp_config         => ['mibs +ALL'],
  }
  snmp::snmpv3_user { 'monitor':
    authpass => 'm0nitorP4ss',
    privpass => 'm0nitorPriv',
    authtype => 'MD5',
  }
  snmp::snmpv3_user { 'traps':
    authpass => 'tr4psPassw0rd',
    daemon   => 'snmptrapd',
  }

  class { 'chrony':
    servers         => ['ntp1.example.com', 'ntp2.example.com'],
    pools           => { '2.debian.pool.ntp.org' => ['iburst', 'maxsources 2'] },
    refclocks       => [{ 'driver' => 'PHC', 'parameter' => '/dev/ptp0', 'options' => ['poll 3', 'dpoll -2', 'offset 0'] }],
    bindaddress     => ['10.0.5.44'],
    bindcmdaddress  => ['127.0.0.1'],
    local_stratum   => false,
    chrony_password => Sensitive('k3y-for-chronyc'),
    commandkey      => 7,
    rtconutc        => true,
    maxdistance     => 16.0,
    smoothtime      => '400 0.001 leaponly',
    dumpdir         => '/var/lib/chrony',
    port            => 0,
    lock_all        => true,
    sched_priority  => 1,
  }
}
