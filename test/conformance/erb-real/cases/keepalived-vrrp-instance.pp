class erbcase {
  $_name = 'VI_50'
  $interface = 'eth0'
  $state = 'BACKUP'
  $virtual_router_id = 50
  $priority = 100
  $advert_int = 1
  $garp_master_delay = 5
  $lvs_interface = undef
  $smtp_alert = true
  $nopreempt = false
  $preempt_delay = 300
  $garp_master_refresh = 60
  $higher_prio_send_advert = true
  $use_vmac = 'vrrp.50'
  $vmac_xmit_base = true
  $native_ipv6 = false
  $notify_script_master = '/usr/local/bin/master.sh arg'
  $notify_script = '/usr/local/bin/notify.sh'
  $auth_type = 'PASS'
  $auth_pass_unsensitive = 'secret'
  $track_script = ['check_nginx', ['check_a', ['check_b']]]
  $track_process = []
  $track_file = ['tf1']
  $vrrp_track_file = []
  $track_interface = ['eth1', 'eth2 weight -10']
  $virtual_ipaddress = [{'ip' => ['10.0.0.10/24', '10.0.0.11/24'], 'label' => 'eth0:1', 'scope' => 'global', 'brd' => '10.0.0.255', 'extra' => 'x'}, '10.0.0.12/24']
  $virtual_ipaddress_int = undef
  $virtual_ipaddress_excluded = {'ip' => 'fe80::10/64', 'dev' => 'eth9', 'scope' => 'link'}
  $promote_secondaries = true
  $virtual_routes = [{'route' => '10.1.0.0/16', 'via' => '10.0.0.1', 'dev' => 'eth0', 'metric' => 10, 'ignored' => 'x'}, {'route' => 'default', 'src' => '10.0.0.10', 'table' => 100}]
  $virtual_rules = [{'rule' => 'from 10.0.0.0/24', 'table' => 100, 'priority' => 5}]
  $multicast_source_ip = undef
  $unicast_source_ip = undef
  $unicast_src = '10.0.0.2'
  notify { 'erb': message => template('keepalived/vrrp_instance.erb') }
}
include erbcase
