class erbcase {
  $verbosity = 'vv'
  $lock_memory = true
  $real_listen = ['127.0.0.1', '::1']
  $udp_port = 0
  $unix_socket = undef
  $max_item_size = '2m'
  $min_item_size = 48
  $factor = 1.25
  $extended_opts = ['lru_crawler', 'lru_maintainer']
  $disable_cachedump = true
  $max_reqs_per_event = 20
  $processorcount = 4
  $use_tls = true
  $tls_cert_chain = '/etc/ssl/chain.pem'
  $tls_key = '/etc/ssl/key.pem'
  $tls_ca_cert = undef
  $tls_verify_mode = '1'
  $use_sasl = false
  $disable_flush_all = true
  $memory_file = '/dev/shm/memcached'
  $logstdout = false
  $syslog = true
  $logfile = undef
  $tcp_port = 11211
  $user = 'memcache'
  $max_connections = 8192
  $max_memory = '2048'
  notify { 'erb': message => template('memcached/memcached_sysconfig.erb', 'memcached/memcached_svcprop.erb') }
}
include erbcase
