class { 'mysql::server':
  root_password           => 'Sup3rS3cret',
  remove_default_accounts => true,
  override_options        => {
    'mysqld' => { 'bind-address' => '0.0.0.0', 'max_connections' => 512, 'innodb_buffer_pool_size' => '1G' },
  },
}
mysql::db { 'app':
  user     => 'app',
  password => 'app-pass',
  host     => '192.0.2.%',
  grant    => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
}
mysql::db { 'reports':
  user     => 'reporter',
  password => 'rep-pass',
  host     => 'localhost',
  grant    => ['SELECT'],
  charset  => 'utf8mb4',
  collate  => 'utf8mb4_unicode_ci',
}
mysql_user { 'backup@localhost':
  ensure        => present,
  password_hash => mysql::password('backup-pass'),
}
mysql_grant { 'backup@localhost/*.*':
  ensure     => present,
  user       => 'backup@localhost',
  table      => '*.*',
  privileges => ['SELECT', 'LOCK TABLES', 'SHOW VIEW', 'EVENT', 'TRIGGER'],
}
include mysql::client
