class erbcase {
  $cluster_name = 'hacluster'
  $token = 3000
  $token_retransmits_before_loss_const = 10
  $ip_version = 'ipv4'
  $enable_secauth = true
  $crypto_hash = 'sha256'
  $crypto_cipher = 'aes256'
  $threads = 0
  $unicast_addresses = [['10.0.0.1', '192.168.0.1'], ['10.0.0.2', '192.168.0.2'], ['10.0.0.3', '192.168.0.3']]
  $set_votequorum = false
  $bind_address = ['10.0.0.0', '192.168.0.0']
  $port = [5405, 5407]
  $ttl = 1
  $quorum_members = ['node1', ['10.0.0.2', '192.168.0.2']]
  notify { 'erb': message => template('corosync/corosync.conf.erb') }
}
include erbcase
