node 'mongo01.example.com' {
  class { 'mongodb::globals':
    manage_package_repo => true,
    repo_version        => '7.0',
    version             => '7.0.14',
  }
  -> class { 'mongodb::server': }
  -> class { 'mongodb::client': }

  mongodb::db { 'shop':
    user     => 'shop',
    password => Sensitive('sh0p-Passw0rd'),
    roles    => ['readWrite', 'dbAdmin'],
  }
  mongodb::db { 'metrics':
    user          => 'grafana',
    password_hash => '2f1b4e7c3d0a9b8c7d6e5f4a3b2c1d0e',
    roles         => ['read'],
  }
  mongodb::db { 'audit':
    user            => 'auditor',
    password        => 'aud1t-Passw0rd',
    auth_mechanism  => 'scram_sha_256',
    update_password => true,
  }
}
