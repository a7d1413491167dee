node 'db02.example.com' {
  class { 'postgresql::globals':
    version              => '13',
    manage_package_repo  => false,
    encoding             => 'UTF8',
    locale               => 'en_US.UTF-8',
  }
  class { 'postgresql::server':
    listen_addresses          => '*',
    ip_mask_allow_all_users   => '10.0.0.0/8',
    ipv4acls                  => ['hostssl all all 10.1.0.0/16 scram-sha-256'],
    password_encryption       => 'scram-sha-256',
    postgres_password         => 'pg-admin',
    manage_selinux            => true,
  }
  postgresql::server::db { 'app':
    user     => 'app',
    password => postgresql::postgresql_password('app', 'app-pass'),
    encoding => 'UTF8',
    grant    => 'ALL',
  }
  postgresql::server::database { 'reports': owner => 'app', template => 'template0', locale => 'C' }
  postgresql::server::role { 'analyst':
    password_hash    => postgresql::postgresql_password('analyst', 'an-pass', false, 'scram-sha-256'),
    connection_limit => '5',
    login            => true,
    inherit          => false,
  }
  postgresql::server::role { 'replicator': replication => true, password_hash => 'md5abcdef0123456789abcdef0123456789' }
  postgresql::server::schema { 'analytics': db => 'reports', owner => 'analyst' }
  postgresql::server::grant { 'analyst-reports':
    privilege => 'CONNECT', object_type => 'DATABASE', object_name => 'reports', db => 'reports', role => 'analyst',
  }
  postgresql::server::grant { 'analyst-tables':
    privilege => 'SELECT', object_type => 'ALL TABLES IN SCHEMA', object_name => 'analytics', db => 'reports', role => 'analyst',
  }
  postgresql::server::table_grant { 'analyst-events': privilege => 'SELECT', table => 'events', db => 'app', role => 'analyst' }
  postgresql::server::pg_hba_rule { 'replication from standby':
    type => 'hostssl', database => 'replication', user => 'replicator', address => '10.2.0.10/32', auth_method => 'scram-sha-256', order => 5,
  }
  postgresql::server::pg_ident_rule { 'map-ops': map_name => 'ops', system_username => 'deploy', database_username => 'app' }
  postgresql::server::config_entry { 'shared_buffers': value => '2GB' }
  postgresql::server::config_entry { 'log_min_duration_statement': value => 500 }
  postgresql::server::config_entry { 'wal_level': value => 'replica' }
  postgresql::server::extension { 'pg_stat_statements': database => 'app' }
  postgresql::server::tablespace { 'fast': location => '/srv/pgfast' }
  postgresql::server::default_privileges { 'analyst-default':
    db => 'reports', role => 'analyst', privilege => 'SELECT', object_type => 'TABLES', schema => 'analytics',
  }
  include postgresql::server::contrib
  include postgresql::client
}
