class erbcase {
  $master = true
  $agentx_perms = '0770'
  $agentx_ping_interval = undef
  $agentx_socket = 'tcp:localhost:705'
  $agentx_timeout = 1
  $agentaddress = ['udp:127.0.0.1:161', 'udp6:[::1]:161']
  $ro_community = 'public'
  $ro_network = ['127.0.0.1', '10.0.0.0/8']
  $ro_community6 = ['public6', undef]
  $ro_network6 = '::1/128'
  $rw_community = undef
  $rw_network = '127.0.0.1'
  $rw_community6 = []
  $snmpv2_enable = true
  $com2sec = ['notConfigUser  default       public']
  $com2sec6 = []
  $groups = ['notConfigGroup v1            notConfigUser', 'notConfigGroup v2c           notConfigUser']
  $accesses = ['notConfigGroup ""      any       noauth    exact  systemview none  none']
  $views = ['systemview    included   .1.3.6.1.2.1.1', 'systemview    included   .1.3.6.1.2.1.25.1.1']
  $location = 'Data centre'
  $contact = 'ops@example.com'
  $services = 72
  $sysname = 'n1.example.com'
  $extends = ['test1 /bin/echo hello']
  $pass = []
  $pass_persist = undef
  $dlmod = ['cmaX /usr/lib64/libcmaX64.so']
  $do_not_log_tcpwrappers = 'no'
  $openmanage_enable = true
  $snmpd_config = ['# extra', 'proc sshd']
  notify { 'erb': message => template('snmp/snmpd.conf.erb') }
}
include erbcase
