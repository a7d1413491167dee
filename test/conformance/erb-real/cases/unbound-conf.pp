class erbcase {
  $unbound_version = '1.13.1'
  $verbosity = 1
  $statistics_interval = undef
  $statistics_cumulative = false
  $extended_statistics = true
  $num_threads = 4
  $port = 53
  $interface = ['0.0.0.0', '::0']
  $interface_automatic = false
  $outgoing_interface = []
  $outgoing_range = 8192
  $tls_ciphers = 'HIGH'
  $tls_ciphersuites = 'TLS_AES_128_GCM_SHA256'
  $use_systemd = true
  $do_daemonize = 'no'
  $access = ['127.0.0.0/8', '10.0.0.0/8 allow_snoop', '::1']
  $access_control = {'10.1.0.0/16' => {'tags' => ['a', 'b'], 'action' => 'redirect'}, '10.2.0.0/16' => {'action' => 'deny'}}
  $local_zone_tag = {'example.com' => ['a', 'b']}
  $define_tag = ['a', 'b']
  $target_fetch_policy = ['3', '2', '1']
  $module_config = ['validator', 'iterator']
  $local_zone = {'example.com.' => 'static', '10.in-addr.arpa.' => 'nodefault'}
  $local_zone_override = {'example.com.' => {'prefix' => '10.0.0.0/8', 'type' => 'refuse'}}
  $ratelimit_for_domain = {'example.org' => 100}
  $ratelimit_below_domain = {}
  $custom_server_conf = ['  harden-glue: yes']
  notify { 'erb': message => template('unbound/unbound.conf.erb', 'unbound/interfaces.txt.erb') }
}
include erbcase
