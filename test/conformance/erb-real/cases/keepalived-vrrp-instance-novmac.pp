class erbcase {
  $_name = 'VI_1'
  $interface = 'bond0'
  $state = 'MASTER'
  $virtual_router_id = 1
  $priority = 150
  $advert_int = 2
  $garp_master_delay = 5
  $lvs_interface = 'eth3'
  $use_vmac = true
  $use_vmac_addr = true
  $dont_track_primary = true
  $track_script = 'chk'
  $track_process = ['haproxy']
  $track_file = []
  $vrrp_track_file = ['vtf']
  $track_interface = []
  $virtual_ipaddress = {'ip' => '192.168.1.1/32', 'label' => 'bond0:vip'}
  $virtual_ipaddress_excluded = ['192.168.1.2/32', {'ip' => '192.168.1.3/32', 'brd' => '+', 'dev' => 'bond1'}]
  $virtual_routes = {'route' => '192.168.2.0/24', 'to' => 'x', 'advmss' => 1400}
  $virtual_rules = []
  $multicast_source_ip = '192.168.1.10'
  $unicast_source_ip = '192.168.1.11'
  $group = ['VI_1', 'VI_2']
  $notify_script_backup = '/bin/b'
  $notify_script_master_rx_lower_pri = '/bin/lower'
  $global_tracking = true
  $script = 'killall -0 haproxy'
  $interval = 2
  $no_weight = false
  $weight_real = -20
  $fall = 2
  $user = 'root'
  $group_unused = undef
  $init_fail = true
  notify { 'erb': message => template('keepalived/vrrp_instance.erb', 'keepalived/vrrp_sync_group.erb', 'keepalived/vrrp_script.erb') }
}
include erbcase
