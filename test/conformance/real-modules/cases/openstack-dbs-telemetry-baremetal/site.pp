node 'db02.example.com' {
  class { 'mysql::server':
    root_password    => 'root-pass',
    override_options => { 'mysqld' => { 'bind-address' => '192.0.2.5', 'max_connections' => 4096 } },
  }
  class { 'ironic::db::mysql':
    password      => 'ironic-db-pass',
    allowed_hosts => ['192.0.2.%', 'bm01.example.com'],
  }
  class { 'ironic::inspector::db::mysql':
    password      => 'inspector-db-pass',
    allowed_hosts => ['192.0.2.40'],
  }
  class { 'manila::db::mysql':
    password      => 'manila-db-pass',
    allowed_hosts => ['192.0.2.%'],
    charset       => 'utf8mb3',
    collate       => 'utf8mb3_general_ci',
  }
  class { 'barbican::db::mysql':
    password      => 'barbican-db-pass',
    allowed_hosts => ['192.0.2.42', '192.0.2.47'],
  }
  class { 'designate::db::mysql':
    password      => 'designate-db-pass',
    allowed_hosts => '192.0.2.%',
  }
  class { 'aodh::db::mysql':
    password => 'aodh-db-pass',
    host     => '192.0.2.44',
  }

  class { 'postgresql::server':
    listen_addresses => '192.0.2.5',
  }
  class { 'gnocchi::db::postgresql':
    password => 'gnocchi-db-pass',
  }
}
