node 'edge01.example.com' {
  class { 'neutron':
    default_transport_url => 'rabbit://neutron:pw@192.0.2.30:5672/',
    service_plugins       => ['router', 'metering', 'vpnaas'],
    bind_host             => $facts['networking']['ip'],
  }
  class { 'neutron::agents::ml2::sriov':
    physical_device_mappings => ['physnet2:enp3s0f0', 'physnet3:enp3s0f1'],
    exclude_devices          => ['enp3s0f0:0000:07:00.2;0000:07:00.3'],
    number_of_vfs            => ['enp3s0f0:8', 'enp3s0f1:4'],
    extensions               => ['qos'],
    resource_provider_bandwidths => ['enp3s0f0:10000000:10000000'],
  }
  class { 'neutron::agents::ml2::macvtap':
    physical_interface_mappings => ['physnet4:eth4'],
    polling_interval            => 5,
  }
  class { 'neutron::agents::bgp_dragent':
    bgp_router_id => '192.0.2.77',
  }
  class { 'neutron::agents::metering':
    measure_interval => 60,
    report_interval  => 300,
  }
  class { 'neutron::agents::vpnaas':
    vpn_device_driver           => 'neutron_vpnaas.services.vpn.device_drivers.strongswan_ipsec.StrongSwanDriver',
    ipsec_status_check_interval => 30,
  }
  class { 'neutron::agents::l3':
    extensions     => ['fip_qos', 'port_forwarding', 'vpnaas'],
    agent_mode     => 'dvr_snat',
    ha_enabled     => true,
    ha_vrrp_auth_password => 'vrrp-secret',
  }
  class { 'neutron::agents::ml2::ovs':
    bridge_mappings  => ['physnet1:br-ex'],
    local_ip         => $facts['networking']['ip'],
    tunnel_types     => ['vxlan'],
    l2_population    => true,
    arp_responder    => true,
    firewall_driver  => 'openvswitch',
    enable_distributed_routing => true,
  }
}
