node default {
  class { 'collectd':
    purge           => true,
    recurse         => true,
    purge_config    => true,
    manage_repo     => false,
    minimum_version => '5.12',
    interval        => 30,
  }
  class { 'collectd::plugin::filter': precachechain => 'PreCache', postcachechain => 'PostCache' }
  collectd::plugin::filter::chain { 'PreCache': target => 'return' }
  collectd::plugin::filter::chain { 'PostCache': target => 'write', target_options => { 'Plugin' => ['rrdtool', 'network'] } }
  collectd::plugin::filter::rule { 'drop-lo': chain => 'PreCache' }
  collectd::plugin::filter::match { 'lo-interface':
    chain   => 'PreCache',
    rule    => 'drop-lo',
    plugin  => 'regex',
    options => { 'Plugin' => '^interface$', 'PluginInstance' => '^lo$' },
  }
  collectd::plugin::filter::target { 'stop-lo': chain => 'PreCache', rule => 'drop-lo', plugin => 'stop' }
  collectd::plugin::filter::target { 'set-host':
    chain   => 'PostCache',
    plugin  => 'set',
    options => { 'Host' => 'mon09' },
  }
  class { 'collectd::plugin::ping':
    hosts          => ['192.0.2.1', 'gw.example.com'],
    interval       => 10,
    timeout        => 2,
    ttl            => 64,
    source_address => '192.0.2.9',
    max_missed     => 5,
    size           => 56,
  }
  class { 'collectd::plugin::virt':
    connection             => 'qemu:///system',
    refresh_interval       => '60',
    domain                 => 'instance-.*',
    ignore_selected        => false,
    hostname_format        => 'name uuid',
    plugin_instance_format => 'name',
    extra_stats            => 'cpu_util disk_err',
  }
  class { 'collectd::plugin::nginx': url => 'https://localhost/status', user => 'mon', password => 'secret', verifypeer => false, verifyhost => false }
  class { 'collectd::plugin::write_riemann':
    nodes      => [
      { 'name' => 'riemann1', 'host' => 'riemann.example.com', 'port' => 5555, 'protocol' => 'TLS', 'batch' => true, 'ttl_factor' => 2.5, 'store_rates' => false },
      { 'name' => 'riemann2', 'host' => '192.0.2.55', 'protocol' => 'UDP', 'check_thresholds' => true },
    ],
    tags       => ['collectd', 'rhel'],
    attributes => { 'site' => 'dc1', 'rack' => 'r12' },
  }
  class { 'collectd::plugin::tail_csv':
    metrics => {
      'snort-dropped' => { 'type' => 'percent', 'value_from' => 1, 'instance' => 'dropped' },
      'snort-pkts'    => { 'type' => 'counter', 'value_from' => 2 },
    },
    files   => {
      '/var/log/snort/snort.stats' => { 'collect' => ['snort-dropped', 'snort-pkts'], 'plugin' => 'snortstats', 'instance' => 'eth0', 'interval' => 600, 'time_from' => 0 },
    },
  }
  include collectd::plugin::target_v5upgrade
  class { 'collectd::plugin::postgresql': }
  collectd::plugin::postgresql::database { 'appdb':
    host     => 'db.example.com',
    port     => 5432,
    user     => 'collectd',
    password => 'pw',
    sslmode  => 'require',
    query    => ['disk_io', 'backends'],
    instance => 'appdb-primary',
    writer   => 'sqlstore',
  }
  collectd::plugin::postgresql::query { 'backends':
    statement  => 'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1;',
    params     => ['database'],
    results    => [{ 'type' => 'pg_numbackends', 'values_from' => 'count' }],
    minversion => 80400,
  }
  collectd::plugin::postgresql::writer { 'sqlstore':
    statement  => 'SELECT collectd_insert($1, $2, $3, $4, $5, $6, $7, $8, $9);',
    storerates => true,
  }
  class { 'collectd::plugin::dbi': packages => ['libdbi-dbd-mysql'] }
  collectd::plugin::dbi::database { 'inventory':
    driver       => 'mysql',
    host         => 'localhost',
    driveroption => { 'username' => 'collectd', 'password' => 'pw', 'dbname' => 'inventory' },
    query        => ['num_hosts'],
    db_query_interval => 120,
  }
  collectd::plugin::dbi::query { 'num_hosts':
    statement => 'SELECT type, COUNT(*) AS n FROM hosts GROUP BY type',
    results   => [{ 'type' => 'gauge', 'instances_from' => ['type'], 'values_from' => ['n'] }],
  }
  class { 'collectd::plugin::snmp': interval => 60 }
  collectd::plugin::snmp::data { 'ifOctets':
    instance => 'IF-MIB::ifDescr',
    type     => 'if_octets',
    values   => ['IF-MIB::ifInOctets', 'IF-MIB::ifOutOctets'],
    table    => true,
    ignore   => ['lo*'],
    invert_match => true,
  }
  collectd::plugin::snmp::host { 'switch1.example.com':
    collect            => ['ifOctets'],
    version            => '3',
    username           => 'mon',
    security_level     => 'authPriv',
    auth_protocol      => 'SHA',
    auth_passphrase    => 'authpass',
    privacy_protocol   => 'AES',
    privacy_passphrase => 'privpass',
    interval           => 120,
  }
  class { 'collectd::plugin::exec': }
  collectd::plugin::exec::cmd { 'raid-check':
    user              => 'nobody',
    group             => 'nobody',
    exec              => ['/usr/local/bin/raid-check', '--collectd'],
    notification_exec => ['/usr/local/bin/notify'],
  }
  class { 'collectd::plugin::processes': collect_context_switch => true }
  collectd::plugin::processes::process { 'nginx': collect_file_descriptor => true }
  collectd::plugin::processes::processmatch { 'java-apps': regex => 'java.*-jar', collect_memory_maps => false }
  class { 'collectd::plugin::python': modulepaths => ['/usr/share/collectd/python'], logtraces => true, interactive => false }
  collectd::plugin::python::module { 'haproxy':
    script_source => 'puppet:///modules/site/haproxy.py',
    modulepath    => '/usr/share/collectd/python',
    config        => [{ 'Socket' => '/run/haproxy.sock', 'ProxyMonitor' => ['server', 'backend'], 'Verbose' => false }],
  }
  class { 'collectd::plugin::genericjmx': jvmarg => ['-Djava.class.path=/usr/share/collectd/java/collectd-api.jar'] }
  collectd::plugin::genericjmx::mbean { 'memory-heap':
    object_name     => 'java.lang:type=Memory',
    instance_prefix => 'memory-heap',
    values          => [{ 'type' => 'memory', 'table' => true, 'attribute' => 'HeapMemoryUsage', 'instance_prefix' => 'heap-' }],
  }
  collectd::plugin::genericjmx::connection { 'tomcat':
    host        => 'mon09',
    service_url => 'service:jmx:rmi:///jndi/rmi://localhost:9010/jmxrmi',
    collect     => ['memory-heap'],
    user        => 'jmx',
    password    => 'jmxpw',
  }
}
