class erbcase {
  $compatibility = 'whitetank'
  $enable_secauth = false
  $unicast_addresses = undef
  $bind_address = ['10.0.0.0', '172.16.0.0']
  $multicast_address = ['239.1.1.2', 'broadcast']
  $port = 5405
  $quorum_members = []
  notify { 'erb': message => template('corosync/corosync.conf.erb') }
}
include erbcase
