class erbcase {
  $pidfile = '/var/run/memcached.pid'
  $logfile = '/var/log/memcached.log'
  $verbosity = undef
  $max_memory = 512
  $use_tls = false
  $unix_socket = '/run/memcached.sock'
  $unix_socket_mask = '0755'
  $user = 'nobody'
  $large_mem_pages = true
  $max_connections = 1024
  $processorcount = 2
  $factor = 2
  $auto_removal = true
  $extended_opts = ['hashpower=20']
  $lock_memory = false
  $use_sasl = true
  $verbosity2 = undef
  $logstdout = false
  $syslog = false
  notify { 'erb': message => template('memcached/memcached.conf.erb', 'memcached/memcached_sysconfig.erb') }
}
include erbcase
