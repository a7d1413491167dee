class erbcase {
  $config_data = {'storage' => {'wiredTiger' => {'engineConfig' => {'cacheSizeGB' => 1.5}}}, 'auditLog' => {'destination' => 'file'}}
  $syslog = false
  $logpath = '/var/log/mongodb/mongod.log'
  $logappend = true
  $system_logrotate = 'reopen'
  $verbose = false
  $verbositylevel = 'vv'
  $fork = true
  $pidfilepath = '/var/run/mongod.pid'
  $dbpath = '/var/lib/mongodb'
  $journal = true
  $noprealloc = true
  $directoryperdb = true
  $quota = false
  $quotafiles = 8
  $storage_engine_internal = 'wiredTiger'
  $auth = true
  $keyfile = '/etc/mongod.key'
  $ipv6 = undef
  $bind_ip = ['127.0.0.1', '10.0.0.5']
  $port = 27017
  $objcheck = true
  $maxconns = 2000
  $nohttpinterface = true
  $tls = true
  $tls_mode = 'requireTLS'
  $tls_key = '/etc/ssl/mongo.pem'
  $tls_conn_without_cert = false
  $replset = 'rs0'
  $oplog_size = 1024
  $shardsvr = true
  $profile = '1'
  $slowms = 100
  $set_parameter = ['textSearchEnabled: true', 'enableLocalhostAuthBypass=false', 'diagnosticDataCollectionDirectorySizeMB : 200']
  notify { 'erb': message => template('mongodb/mongodb.conf.erb') }
}
include erbcase
