node 'db07.example.com' {
  class { 'mysql::server':
    root_password           => 'root-pw',
    remove_default_accounts => true,
    restart                 => true,
    override_options        => {
      'mysqld'    => { 'bind-address' => '0.0.0.0', 'max_connections' => 500, 'innodb_buffer_pool_size' => '4G', 'skip-name-resolve' => true, 'log-bin' => 'mysql-bin', 'binlog_format' => 'ROW', 'replicate-ignore-db' => ['test', 'scratch'], 'query_cache_size' => undef },
      'mysqldump' => { 'quick' => true, 'max_allowed_packet' => '64M' },
      'client'    => { 'default-character-set' => 'utf8mb4' },
    },
    users                   => {
      'app@10.0.0.%' => { 'ensure' => 'present', 'password_hash' => '*6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4', 'max_connections_per_hour' => 0, 'max_user_connections' => 50 },
      'report@localhost' => { 'ensure' => 'present', 'plugin' => 'auth_socket' },
    },
    grants                  => {
      'app@10.0.0.%/shop.*' => { 'ensure' => 'present', 'options' => ['GRANT'], 'privileges' => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], 'table' => 'shop.*', 'user' => 'app@10.0.0.%' },
      'report@localhost/shop.orders' => { 'privileges' => ['SELECT'], 'table' => 'shop.orders', 'user' => 'report@localhost' },
    },
    databases               => {
      'shop' => { 'ensure' => 'present', 'charset' => 'utf8mb4', 'collate' => 'utf8mb4_0900_ai_ci' },
      'audit' => { 'ensure' => 'present', 'charset' => 'utf8mb4' },
    },
  }
  mysql::db { 'inventory':
    user     => 'inv',
    password => 'inv-pw',
    host     => '10.0.0.%',
    grant    => ['SELECT', 'UPDATE'],
    charset  => 'utf8mb4',
    collate  => 'utf8mb4_general_ci',
    tls_options => ['SSL'],
  }
  class { 'mysql::bindings':
    java_enable       => true,
    perl_enable       => true,
    php_enable        => true,
    python_enable     => true,
    ruby_enable       => true,
    client_dev        => true,
    daemon_dev        => true,
  }
  class { 'mysql::server::backup':
    backupuser          => 'backup',
    backuppassword      => 'backup-pw',
    backupdir           => '/var/backups/mysql',
    backupmethod        => 'xtrabackup',
    backupmethod_package => 'percona-xtrabackup-80',
    provider            => 'xtrabackup',
    backuprotate        => 14,
    incremental_backups => true,
    excludedatabases    => ['audit'],
    prescript           => ['/usr/local/bin/pre-backup.sh'],
    postscript          => '/usr/local/bin/post-backup.sh --notify',
    optional_args       => ['--parallel=4', '--compress'],
    time                => ['3', '15'],
    backup_success_file_path => '/var/backups/mysql/.last_success',
  }
}
