node 'net02.example.com' {
  class { 'neutron':
    default_transport_url => 'rabbit://neutron:pw@192.0.2.30:5672/',
    core_plugin           => 'ml2',
    service_plugins       => ['ovn-router', 'trunk', 'qos', 'bgpvpn'],
    dns_domain            => 'cloud.example.com.',
    global_physnet_mtu    => 9000,
    dhcp_agents_per_network => 2,
  }
  class { 'neutron::db': database_connection => 'mysql+pymysql://neutron:db@192.0.2.5/neutron' }
  class { 'neutron::keystone::authtoken':
    password             => 'ks-pass',
    www_authenticate_uri => 'https://id.example.com:5000',
    auth_url             => 'http://192.0.2.20:5000',
  }
  class { 'neutron::server':
    sync_db      => true,
    api_workers  => 4,
    rpc_workers  => 2,
    enable_proxy_headers_parsing => true,
  }
  class { 'neutron::plugins::ml2':
    type_drivers         => ['geneve', 'vlan', 'flat'],
    tenant_network_types => ['geneve'],
    mechanism_drivers    => ['ovn'],
    extension_drivers    => ['port_security', 'qos', 'dns_domain_ports'],
    network_vlan_ranges  => ['physnet1:100:200'],
    flat_networks        => ['physnet2'],
    vni_ranges           => ['1:65536'],
    max_header_size      => 38,
    overlay_ip_version   => 4,
  }
  class { 'neutron::plugins::ml2::ovn':
    ovn_nb_connection       => ['ssl:192.0.2.41:6641', 'ssl:192.0.2.42:6641'],
    ovn_sb_connection       => ['ssl:192.0.2.41:6642', 'ssl:192.0.2.42:6642'],
    ovn_nb_private_key      => '/etc/pki/tls/private/ovn.key',
    ovn_nb_certificate      => '/etc/pki/tls/certs/ovn.pem',
    ovn_nb_ca_cert          => '/etc/pki/tls/certs/ca.pem',
    ovn_metadata_enabled    => true,
    dns_servers             => ['192.0.2.53', '192.0.2.54'],
    ovn_dhcp4_global_options => { 'ntp_server' => '192.0.2.123', 'domain_search' => 'cloud.example.com' },
    dvr_enabled             => true,
    localnet_learn_fdb      => true,
  }
  class { 'neutron::agents::ovn_metadata':
    shared_secret     => 'meta-secret',
    metadata_host     => '192.0.2.20',
    metadata_workers  => 2,
    ovn_sb_connection => ['ssl:192.0.2.41:6642'],
  }
  class { 'neutron::server::notifications::nova': password => 'nova-pass', auth_url => 'http://192.0.2.20:5000' }
  class { 'neutron::server::placement': password => 'placement-pass', auth_url => 'http://192.0.2.20:5000' }
  class { 'neutron::quota': quota_network => 20, quota_port => 500, quota_router => 5 }
  class { 'neutron::services::bgpvpn': service_providers => ['BGPVPN:BaGPipe:networking_bgpvpn.neutron.services.service_drivers.bagpipe.bagpipe_v2.BaGPipeBGPVPNDriver:default'] }
  include neutron::logging
}
