node 'net05.example.com' {
  vs_bridge { 'br-ex':
    ensure       => present,
    external_ids => 'bridge-id=br-ex',
  }
  class { 'neutron': core_plugin => 'ml2', default_transport_url => 'rabbit://neutron:pw@192.0.2.11:5672/' }
  class { 'neutron::agents::ml2::ovs':
    bridge_mappings => ['physnet1:br-ex'],
    bridge_uplinks  => ['br-ex:eno2'],
    local_ip        => '198.51.100.5',
    tunnel_types    => ['vxlan'],
  }
}
