node 'mongo05.example.com' {
  class { 'mongodb::globals': manage_package_repo => true, version => '6.0.14', repo_version => '6.0' }
  class { 'mongodb::server': replset => 'rs0', bind_ip => ['0.0.0.0'], shardsvr => true, port => 27018 }
  class { 'mongodb::mongos': configdb => ['cfg/cfg1.example.com:27019,cfg2.example.com:27019'] }
  class { 'mongodb::shardsvr':
    shards => {
      'rs0' => { 'member' => 'rs0/mongo05.example.com:27018', 'keys' => [{ 'app.users' => { 'user_id' => 1 } }, { 'app.events' => { 'ts' => 1, 'host' => 1 } }] },
      'rs1' => { 'member' => 'rs1/mongo06.example.com:27018' },
    },
  }
  class { 'mongodb::opsmanager':
    opsmanager_url           => 'https://opsmgr.example.com:8443',
    mongo_uri                => 'mongodb://mongo05.example.com:27017/?maxPoolSize=150',
    download_url             => 'https://downloads.mongodb.com/on-prem-mms/rpm/mongodb-mms-6.0.22.100.20240118T1717Z.x86_64.rpm',
    client_certificate_mode  => 'OPTIONAL',
    from_email_addr          => 'opsmgr@example.com',
    reply_to_email_addr      => 'noreply@example.com',
    admin_email_addr         => 'dba@example.com',
    smtp_server_hostname     => 'smtp.example.com',
    smtp_server_port         => 587,
    ssl                      => true,
    ca_file                  => '/etc/pki/tls/certs/ca.pem',
    pem_key_file             => '/etc/pki/tls/private/opsmgr.pem',
    pem_key_password         => 'pem-secret',
    snapshot_interval        => 12,
    snapshot_interval_retention => 3,
    snapshot_daily_retention => 7,
    snapshot_weekly_retention => 8,
    snapshot_monthly_retention => 12,
    ignore_ui_setup          => true,
  }
  class { 'rabbitmq': repos_ensure => true, manage_python => false, port => 5673, admin_enable => true, management_ssl => false }
}
