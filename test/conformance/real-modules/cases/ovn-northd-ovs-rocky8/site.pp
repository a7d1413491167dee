node 'ovn01.example.com' {
  class { 'vswitch::ovs':
    enable_hw_offload => true,
    disable_emc       => true,
    vlan_limit        => 2,
    vs_config         => { 'other_config:max-idle' => { 'value' => '30000' }, 'external_ids:ovn-cms-options' => { 'value' => 'enable-chassis-as-gw', 'skip_if_version' => '2.11' }, 'other_config:stats-update-interval' => { 'ensure' => 'absent' } },
  }
  class { 'ovn::northd':
    dbs_listen_ip              => $facts['networking']['ip'],
    dbs_cluster_local_addr     => $facts['networking']['ip'],
    dbs_cluster_remote_addr    => '192.0.2.41',
    ovn_northd_nb_db           => ['ssl:192.0.2.12:6641', 'ssl:192.0.2.41:6641'],
    ovn_northd_sb_db           => ['ssl:192.0.2.12:6642', 'ssl:192.0.2.41:6642'],
    ovn_northd_ssl_key         => '/etc/pki/ovn/northd.key',
    ovn_northd_ssl_cert        => '/etc/pki/ovn/northd.pem',
    ovn_northd_ssl_ca_cert     => '/etc/pki/ovn/ca.pem',
    ovn_nb_db_ssl_key          => '/etc/pki/ovn/nb.key',
    ovn_nb_db_ssl_cert         => '/etc/pki/ovn/nb.pem',
    ovn_nb_db_ssl_ca_cert      => '/etc/pki/ovn/ca.pem',
    ovn_sb_db_ssl_key          => '/etc/pki/ovn/sb.key',
    ovn_sb_db_ssl_cert         => '/etc/pki/ovn/sb.pem',
    ovn_sb_db_ssl_ca_cert      => '/etc/pki/ovn/ca.pem',
    ovn_nb_db_inactivity_probe => 60000,
    ovn_sb_db_inactivity_probe => 60000,
    ovn_northd_extra_opts      => ['--n-threads=4'],
  }
  vs_bridge { 'br-ex': ensure => present, external_ids => 'bridge-id=br-ex' }
  vs_port { 'dpdk0': ensure => present, bridge => 'br-ex', interface => ['dpdk0'], interface_type => 'dpdk' }
  vs_config { 'external_ids:ovn-encap-ip': value => $facts['networking']['ip'] }
  vs_ssl { 'system': ensure => present, key_file => '/etc/openvswitch/ovs.key', cert_file => '/etc/openvswitch/ovs.pem', ca_file => '/etc/openvswitch/ca.pem' }
}
