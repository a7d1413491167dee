class { 'postgresql::globals':
  manage_package_repo => false,
  version             => '15',
}
class { 'postgresql::server':
  listen_addresses => '*',
}
postgresql::server::db { 'inventory':
  user     => 'inventory',
  password => postgresql::postgresql_password('inventory', 'inv-pass'),
}
postgresql::server::role { 'readonly':
  password_hash => postgresql::postgresql_password('readonly', 'ro-pass'),
}
postgresql::server::pg_hba_rule { 'allow app network':
  type        => 'host',
  database    => 'inventory',
  user        => 'inventory',
  address     => '192.0.2.0/24',
  auth_method => 'scram-sha-256',
}
postgresql::server::config_entry { 'max_connections':
  value => '200',
}
