class erbcase {
  $fwmark = undef
  $ip_address = '10.0.0.100'
  $port = 443
  $delay_loop = 7
  $lb_algo = 'wlc'
  $lb_kind = 'NAT'
  $persistence_timeout = 360
  $ha_suspend = true
  $virtualhost = 'www.example.com'
  $quorum = 1
  $quorum_up = '/bin/up.sh'
  $hysteresis = 0
  $protocol = 'TCP'
  $sorry_server = {'ip_address' => '10.0.0.200', 'port' => 80}
  $sorry_server_inhibit = true
  $real_servers = [{'ip_address' => '10.0.0.1'}, {'ip_address' => '10.0.0.2', 'port' => 8443}]
  $real_server_options = {'weight' => 1, 'inhibit_on_failure' => true, 'HTTP_GET' => {'url' => {'path' => '/health', 'status_code' => 200}, 'connect_timeout' => 3}, 'notify_up' => '/bin/up'}
  $tcp_check = {'connect_timeout' => 5}
  $notification_email = ['ops@example.com', 'root@example.com']
  $notification_email_from = 'keepalived@example.com'
  $smtp_server = 'localhost'
  $smtp_connect_timeout = 30
  $router_id = 'LB1'
  $enable_script_security = true
  $enable_snmp_vrrp = true
  $vrrp_version = 3
  $snmp_socket = 'udp:127.0.0.1:705'
  $lvs_sync_daemon = {'interface' => 'eth0', 'vrrp_instance' => 'VI_1', 'id' => 5, 'ttl' => 2}
  notify { 'erb': message => template('keepalived/lvs_virtual_server.erb', 'keepalived/globaldefs.erb') }
}
include erbcase
