node 'db02.example.com' {
  class { 'mysql::server':
    root_password           => 'root-secret',
    remove_default_accounts => true,
    restart                 => true,
    override_options        => {
      'mysqld' => {
        'bind-address'          => '0.0.0.0',
        'max_connections'       => '1024',
        'innodb_buffer_pool_size' => '2G',
        'skip-name-resolve'     => true,
        'log-bin'               => 'mysql-bin',
        'binlog_format'         => 'ROW',
        'ssl'                   => undef,
        '!includedir'           => '/etc/my.cnf.d',
      },
      'mysqld_safe' => { 'log-error' => '/var/log/mariadb/mariadb.log' },
    },
    users => {
      'app@10.%'  => { ensure => 'present', password_hash => mysql::password('app-pass'), max_connections_per_hour => '0' },
      'ro@%'      => { ensure => 'present', password_hash => '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19' },
    },
    grants => {
      'app@10.%/app.*' => { ensure => 'present', options => ['GRANT'], privileges => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], table => 'app.*', user => 'app@10.%' },
      'ro@%/app.*'     => { privileges => ['SELECT'], table => 'app.*', user => 'ro@%' },
    },
    databases => {
      'app'     => { ensure => 'present', charset => 'utf8mb4', collate => 'utf8mb4_unicode_ci' },
      'archive' => { ensure => 'present', charset => 'latin1' },
    },
  }
  class { 'mysql::server::backup':
    backupuser        => 'backup',
    backuppassword    => 'backup-pass',
    backupdir         => '/srv/backup/mysql',
    backuprotate      => 14,
    file_per_database => true,
    include_routines  => true,
    include_triggers  => true,
    time              => ['3', '15'],
    postscript        => ['rsync -a /srv/backup/mysql backup.example.com::mysql'],
    excludedatabases  => ['performance_schema'],
  }
  include mysql::server::account_security
  class { 'mysql::bindings': python_enable => true, perl_enable => true }
}
