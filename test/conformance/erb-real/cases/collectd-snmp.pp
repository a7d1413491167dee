class erbcase {
  $data = {
    'std_traffic' => {'type' => 'if_octets', 'table' => true, 'instance' => 'IF-MIB::ifDescr', 'values' => ['IF-MIB::ifInOctets', 'IF-MIB::ifOutOctets'], 'ignore' => 'lo*', 'invert_match' => false},
    'amavis_incoming' => {'type' => 'counter', 'table' => false, 'instance_prefix' => 'in', 'values' => 'AMAVIS::inMsgs.0', 'scale' => 0.5, 'shift' => -1},
  }
  $hosts = {
    'router' => {'address' => '10.0.0.1', 'version' => 2, 'community' => 'public', 'collect' => ['std_traffic', 'amavis_incoming'], 'interval' => 60},
    'fw' => {'address' => '10.0.0.2', 'version' => '3', 'username' => 'snmpuser', 'context' => 'ctx', 'security_level' => 'authPriv', 'auth_protocol' => 'SHA', 'auth_passphrase' => 'a', 'privacy_protocol' => 'AES', 'privacy_passphrase' => 'p', 'collect' => 'std_traffic'},
    'sw' => {'address' => '10.0.0.3', 'version' => 3, 'username' => 'u', 'security_level' => 'authNoPriv', 'auth_protocol' => 'MD5', 'auth_passphrase' => 'b', 'collect' => []},
  }
  notify { 'erb': message => template('collectd/plugin/snmp.conf.erb') }
}
include erbcase
