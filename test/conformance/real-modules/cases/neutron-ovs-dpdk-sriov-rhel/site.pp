node 'nfv03.example.com' {
  include openstack_extras::repo::redhat::redhat
  include vswitch::dpdk
  include neutron
  include neutron::agents::ml2::ovs
  include neutron::agents::ml2::sriov
  include neutron::agents::l3
  include neutron::agents::dhcp
  include neutron::agents::metadata
  include nova
  include nova::compute
  include nova::compute::pci
  include nova::pci
  vs_bridge { 'br-dpdk-bond':
    ensure         => present,
    external_ids   => 'bridge-id=br-dpdk-bond',
    mac_table_size => 50000,
  }
  vs_port { 'dpdkbond0':
    ensure      => present,
    bridge      => 'br-dpdk-bond',
    interface   => ['dpdk0', 'dpdk1'],
    bond_mode   => 'balance-tcp',
    lacp        => 'active',
    lacp_time   => 'fast',
    vlan_mode   => 'trunk',
    vlan_trunks => [100, '200-210'],
  }
  vs_port { 'eno4':
    ensure   => present,
    bridge   => 'br-provider',
    vlan_tag => 300,
  }
}
