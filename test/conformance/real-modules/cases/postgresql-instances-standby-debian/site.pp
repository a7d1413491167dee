node 'pg03.example.com' {
  include postgresql::server
  postgresql::server::database { 'warehouse': owner => 'reporting', encoding => 'UTF8', istemplate => false, comment => 'Reporting warehouse' }
  postgresql::server::recovery { 'standby':
    standby_mode             => 'on',
    primary_conninfo         => 'host=10.0.0.10 port=5432 user=replicator application_name=pg03',
    primary_slot_name        => 'pg03',
    recovery_target_timeline => 'latest',
    restore_command          => 'cp /var/lib/postgresql/wal_archive/%f %p',
    archive_cleanup_command  => 'pg_archivecleanup /var/lib/postgresql/wal_archive %r',
    recovery_min_apply_delay => 300,
  }
  postgresql::server::grant_role { 'analyst-reporting': group => 'reporting', role => 'analyst' }
  postgresql::server::reassign_owned_by { 'old-etl': old_role => 'etl_old', new_role => 'reporting', db => 'warehouse' }
  postgresql::server::database_grant { 'analyst-warehouse': privilege => 'CONNECT', db => 'warehouse', role => 'analyst' }
  postgresql::server::default_privileges { 'analyst-tables':
    db          => 'warehouse',
    role        => 'analyst',
    privilege   => 'SELECT',
    object_type => 'TABLES',
    schema      => 'public',
    target_role => 'reporting',
  }
  postgresql::server::default_privileges { 'analyst-sequences':
    db          => 'warehouse',
    role        => 'analyst',
    privilege   => 'USAGE',
    object_type => 'SEQUENCES',
  }
  postgresql::server::grant { 'analyst-all-tables':
    privilege   => 'SELECT',
    object_type => 'ALL TABLES IN SCHEMA',
    object_name => 'public',
    db          => 'warehouse',
    role        => 'analyst',
  }
  postgresql::server::grant { 'analyst-function':
    privilege        => 'EXECUTE',
    object_type      => 'FUNCTION',
    object_name      => ['public', 'refresh_stats'],
    object_arguments => ['text', 'integer'],
    db               => 'warehouse',
    role             => 'analyst',
  }
  postgresql::server::extension { 'warehouse-pg_stat_statements': database => 'warehouse', extension => 'pg_stat_statements' }
  include postgresql::server::plperl
  include postgresql::server::plpython
  include postgresql::server::postgis
  include postgresql::lib::devel
  include postgresql::lib::perl
  include postgresql::lib::python
  include postgresql::client
  class { 'postgresql::backup::pg_dump':
    dir         => '/var/backups/pg',
    databases   => ['warehouse'],
    rotate      => 7,
    compress    => true,
    format      => 'directory',
    time        => ['30', '2'],
    db_user     => 'backup',
    db_password => 'backup-pw',
    optional_args => ['--no-owner'],
  }

  postgresql::server_instance { 'analytics':
    instance_user                  => 'postgres',
    instance_group                 => 'postgres',
    manage_instance_user_and_group => false,
    instance_directories           => { '/srv/pg/analytics' => { 'ensure' => 'directory' }, '/srv/pg/analytics/log' => { 'ensure' => 'directory' } },
    initdb_settings                => { 'datadir' => '/srv/pg/analytics/data', 'group' => 'postgres', 'user' => 'postgres', 'encoding' => 'UTF8', 'module_workdir' => '/srv/pg/analytics', 'needs_initdb' => true },
    config_settings                => { 'port' => 5433, 'listen_addresses' => '10.0.0.20', 'pg_hba_conf_path' => '/srv/pg/analytics/data/pg_hba.conf', 'postgresql_conf_path' => '/srv/pg/analytics/data/postgresql.conf', 'pg_ident_conf_path' => '/srv/pg/analytics/data/pg_ident.conf', 'datadir' => '/srv/pg/analytics/data', 'service_name' => 'postgresql@16-analytics', 'logdir' => '/srv/pg/analytics/log', 'ipv4acls' => [], 'manage_pg_hba_conf' => true, 'pg_hba_conf_defaults' => false },
    service_settings               => { 'service_name' => 'postgresql@16-analytics', 'service_status' => 'systemctl is-active postgresql@16-analytics', 'service_ensure' => 'running', 'service_enable' => true },
    passwd_settings                => { 'user' => 'postgres', 'group' => 'postgres', 'psql_path' => '/usr/bin/psql', 'port' => 5433, 'database' => 'postgres', 'module_workdir' => '/srv/pg/analytics', 'postgres_password' => 'analytics-pw' },
    roles                          => { 'etl' => { 'login' => true, 'password_hash' => 'md5ffeeddccbbaa99887766554433221100', 'createdb' => true } },
    config_entries                 => { 'shared_buffers' => { 'value' => '2GB', 'path' => '/srv/pg/analytics/data/postgresql.conf' }, 'work_mem' => { 'value' => '64MB', 'path' => '/srv/pg/analytics/data/postgresql.conf' } },
    pg_hba_rules                   => { 'etl-local' => { 'type' => 'host', 'database' => 'analytics', 'user' => 'etl', 'address' => '10.0.0.0/24', 'auth_method' => 'scram-sha-256', 'postgresql_version' => '16', 'order' => 10 } },
    databases                      => { 'analytics' => { 'owner' => 'etl', 'encoding' => 'UTF8' } },
    database_grants                => { 'etl-analytics' => { 'privilege' => 'ALL', 'db' => 'analytics', 'role' => 'etl' } },
  }
}
