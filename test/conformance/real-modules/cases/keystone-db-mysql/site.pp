class { 'mysql::server':
  root_password => 'root-pass',
}
class { 'keystone::db::mysql':
  password      => 'ks-db-pass',
  allowed_hosts => ['192.0.2.%', 'ctl01.example.com'],
}
class { 'nova::db::mysql':
  password      => 'nova-db-pass',
  allowed_hosts => ['192.0.2.%'],
}
class { 'nova::db::mysql_api':
  password      => 'nova-api-db-pass',
  allowed_hosts => ['192.0.2.%'],
}
