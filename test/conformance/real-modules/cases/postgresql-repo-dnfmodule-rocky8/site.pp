node 'pg03.example.com' {
  class { 'postgresql::globals':
    version              => '15',
    manage_package_repo  => true,
    manage_dnf_module    => true,
    repo_proxy           => 'http://proxy.example.com:3128',
    encoding             => 'UTF8',
    locale               => 'C.UTF-8',
    data_checksums       => true,
    timezone             => 'UTC',
    password_encryption  => 'scram-sha-256',
    datadir              => '/srv/pgsql/15/data',
    logdir               => '/var/log/pgsql',
    manage_logdir        => true,
    log_line_prefix      => '%m [%p] %q%u@%d ',
    postgis_version      => '3.4',
  }
  class { 'postgresql::server':
    listen_addresses           => ['localhost', '10.0.0.13'],
    port                       => 5433,
    postgres_password          => Sensitive('pg-admin-secret'),
    pg_hba_conf_defaults       => false,
    manage_recovery_conf       => false,
    ipv4acls                   => ['host all all 10.0.0.0/8 scram-sha-256', 'local all postgres peer'],
    config_entries             => { 'max_connections' => 300, 'work_mem' => '16MB', 'effective_cache_size' => '12GB', 'log_statement' => 'ddl' },
    pg_hba_rules               => {
      'local postgres' => { 'type' => 'local', 'database' => 'all', 'user' => 'postgres', 'auth_method' => 'peer', 'order' => 1 },
      'app network'    => { 'type' => 'hostssl', 'database' => 'app', 'user' => 'app', 'address' => '10.1.0.0/16', 'auth_method' => 'scram-sha-256', 'auth_option' => 'clientcert=verify-ca', 'order' => 10 },
    },
    roles                      => { 'readonly' => { 'login' => false, 'createdb' => false } },
    service_restart_on_change  => false,
    extra_systemd_config       => "Environment=PGSTARTTIMEOUT=600\nLimitNOFILE=16384",
  }
  include postgresql::lib::docs
  include postgresql::lib::java
  include postgresql::lib::perl
  include postgresql::lib::python
  include postgresql::server::plperl
  include postgresql::server::postgis
  include postgresql::lib::devel
  postgresql::server::db { 'app':
    user     => 'app',
    password => Sensitive('app-secret'),
    owner    => 'app',
    comment  => 'application data',
    istemplate => false,
  }
  postgresql::server::role { 'app_ro':
    password_hash   => Sensitive('ro-secret'),
    connection_limit => '20',
    valid_until     => '2030-01-01',
    update_password => false,
  }
  postgresql::server::grant_role { 'app_ro in readonly':
    group => 'readonly',
    role  => 'app_ro',
  }
  postgresql::server::database_grant { 'app_ro-temp':
    privilege => 'TEMPORARY',
    db        => 'app',
    role      => 'app_ro',
  }
  postgresql::server::grant { 'app_ro-seq':
    privilege   => 'USAGE',
    object_type => 'ALL SEQUENCES IN SCHEMA',
    object_name => 'public',
    db          => 'app',
    role        => 'app_ro',
    onlyif_exists => true,
  }
  postgresql::server::reassign_owned_by { 'legacy-to-app':
    old_role => 'legacy',
    new_role => 'app',
    db       => 'app',
  }
}
