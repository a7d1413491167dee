class { 'postgresql::server':
  listen_addresses => '192.0.2.11',
}
class { 'keystone::db::postgresql':
  password => 'ks-db-pass',
}
class { 'nova::db::postgresql':
  password => 'nova-db-pass',
}
