node 'mon08.example.com' {
  class { 'collectd':
    purge           => true,
    recurse         => true,
    purge_config    => true,
    minimum_version => '5.8',
    manage_repo     => false,
    interval        => 30,
    typesdb         => ['/usr/share/collectd/types.db', '/etc/collectd/custom.db'],
    fqdnlookup      => false,
    collectd_hostname => $facts['networking']['fqdn'],
  }
  class { 'collectd::plugin::apache': instances => { 'localhost' => { 'url' => 'http://localhost/server-status?auto', 'user' => 'mon', 'password' => 'mon-pass' } } }
  collectd::plugin::mysql::database { 'app': host => 'localhost', username => 'collectd', password => 'mysql-pass', port => 3306, masterstats => true, innodbstats => true }
  class { 'collectd::plugin::postgresql':
    databases => { 'app' => { 'host' => 'localhost', 'user' => 'collectd', 'password' => 'pg-pass', 'sslmode' => 'prefer', 'query' => ['disk_io', 'custom_deadlocks'] } },
    queries   => { 'custom_deadlocks' => { 'statement' => 'SELECT deadlocks as num_deadlocks FROM pg_stat_database WHERE datname = $1;', 'params' => ['database'], 'results' => [{ 'type' => 'gauge', 'instanceprefix' => 'pg_db_deadlocks', 'valuesfrom' => ['num_deadlocks'] }] } },
  }
  collectd::plugin::curl_json { 'rabbitmq_overview':
    url      => 'http://localhost:15672/api/overview',
    instance => 'rabbitmq_overview',
    user     => 'monitor',
    password => 'mq-pass',
    keys     => { 'message_stats/publish' => { 'type' => 'gauge' }, 'queue_totals/messages' => { 'type' => 'gauge' } },
  }
  class { 'collectd::plugin::exec': commands => { 'custom' => { 'user' => 'nobody', 'group' => 'nobody', 'exec' => ['/usr/local/bin/check.sh', '--fast'] } } }
  collectd::plugin::filecount::directory { 'spool': path => '/var/spool/app', pattern => '*.msg', mtime => '-5m', recursive => true }
  collectd::plugin::tail::file { 'nginx-errors':
    filename => '/var/log/nginx/error.log',
    instance => 'nginx',
    matches  => [{ 'regex' => '\\[error\\]', 'dstype' => 'CounterInc', 'type' => 'counter', 'instance' => 'errors' }],
  }
  class { 'collectd::plugin::processes': process_matches => [{ 'name' => 'java-apps', 'regex' => 'java.*-jar' }], processes => ['nginx', 'postgres'] }
  class { 'collectd::plugin::snmp':
    data  => { 'std_traffic' => { 'type' => 'if_octets', 'table' => true, 'instance' => 'IF-MIB::ifDescr', 'values' => ['IF-MIB::ifInOctets', 'IF-MIB::ifOutOctets'] } },
    hosts => { 'switch01' => { 'address' => '192.0.2.250', 'version' => 2, 'community' => 'public', 'collect' => ['std_traffic'], 'interval' => 120 } },
  }
  class { 'collectd::plugin::python': modulepaths => ['/usr/lib/collectd/python'], modules => { 'elasticsearch' => { 'script_source' => 'puppet:///modules/site/es.py', 'config' => [{ 'Host' => 'localhost', 'Port' => 9200 }] } } }
  class { 'collectd::plugin::threshold':
    types => [{ 'name' => 'load', 'warning_max' => 4, 'failure_max' => 8, 'hits' => 3 }],
    hosts => [{ 'name' => 'db01', 'plugins' => [{ 'name' => 'memory', 'types' => [{ 'name' => 'memory', 'instance' => 'free', 'warning_min' => 104857600 }] }] }],
  }
  collectd::plugin::aggregation::aggregator { 'cpu': plugin => 'cpu', agg_type => 'percent', groupby => ['Host', 'TypeInstance'], calculatesum => true, calculateaverage => true }
  class { 'collectd::plugin::rrdtool': datadir => '/var/lib/collectd/rrd', cachetimeout => 120, cacheflush => 900 }
  class { 'collectd::plugin::write_http': nodes => { 'collector' => { 'url' => 'https://metrics.example.com/collectd', 'format' => 'JSON', 'storerates' => true } } }
  class { 'collectd::plugin::write_prometheus': port => 9103 }
  class { 'collectd::plugin::unixsock': socketfile => '/var/run/collectd-sock', socketgroup => 'collectd', socketperms => '0770' }
  class { 'collectd::plugin::cpu': reportbystate => true, valuespercentage => true }
  class { 'collectd::plugin::memory': valuespercentage => true }
}
