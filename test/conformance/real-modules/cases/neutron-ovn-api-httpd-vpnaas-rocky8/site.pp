node 'net31.example.com' {
  include mysql::server
  class { 'neutron::db::mysql': password => 'neutron-db-pass', allowed_hosts => ['10.0.0.%', 'net31.example.com'], host => '10.0.0.31' }
  class { 'neutron':
    default_transport_url => 'rabbit://neutron:secret@10.0.0.11:5672/',
    core_plugin           => 'ml2',
    service_plugins       => ['ovn-router', 'trunk', 'vpnaas', 'qos'],
    dns_domain            => 'cloud.example.com.',
    global_physnet_mtu    => 9000,
    purge_config          => true,
  }
  class { 'neutron::db': database_connection => 'mysql+pymysql://neutron:neutron-db-pass@10.0.0.31/neutron?charset=utf8', database_max_retries => -1 }
  class { 'neutron::keystone::authtoken': password => 'neutron-pass', auth_url => 'http://10.0.0.10:5000/', www_authenticate_uri => 'http://10.0.0.10:5000/' }
  class { 'neutron::server':
    api_service_name              => 'httpd',
    rpc_service_name              => 'neutron-rpc-server',
    periodic_workers_service_name => 'neutron-periodic-workers',
    sync_db                       => true,
    rpc_workers                   => 2,
    enable_proxy_headers_parsing  => true,
  }
  class { 'neutron::server::notifications::nova': password => 'nova-pass', auth_url => 'http://10.0.0.10:5000/' }
  include apache
  class { 'neutron::wsgi::apache':
    ssl                         => true,
    ssl_cert                    => '/etc/pki/tls/certs/neutron.crt',
    ssl_key                     => '/etc/pki/tls/private/neutron.key',
    bind_host                   => '10.0.0.31',
    workers                     => 3,
    threads                     => 2,
    access_log_format           => 'combined',
    wsgi_process_display_name   => 'neutron-api',
    custom_wsgi_process_options => { 'python-path' => '/usr/lib/python3.9/site-packages' },
    headers                     => ['set X-Frame-Options "DENY"'],
  }
  class { 'neutron::plugins::ml2':
    type_drivers         => ['geneve', 'vlan', 'flat'],
    tenant_network_types => ['geneve'],
    mechanism_drivers    => ['ovn', 'openvswitch'],
    extension_drivers    => ['port_security', 'qos', 'dns_domain_ports'],
    network_vlan_ranges  => ['physnet1:100:200', 'physnet2'],
    vni_ranges           => '1:65536',
    max_header_size      => 38,
    overlay_ip_version   => 4,
  }
  class { 'neutron::plugins::ml2::ovn':
    ovn_nb_connection      => ['ssl:10.0.0.11:6641', 'ssl:10.0.0.12:6641'],
    ovn_sb_connection      => ['ssl:10.0.0.11:6642', 'ssl:10.0.0.12:6642'],
    ovn_nb_private_key     => '/etc/neutron/ovn.key',
    ovn_nb_certificate     => '/etc/neutron/ovn.crt',
    ovn_nb_ca_cert         => '/etc/neutron/ovnca.crt',
    ovn_metadata_enabled   => true,
    dvr_enabled            => true,
    dns_servers            => ['10.0.0.2', '10.0.0.3'],
    ovn_dhcp4_global_options => { 'ntp_server' => '10.0.0.2', 'domain_search_list' => 'example.com' },
    ovn_dhcp6_global_options => 'dns_server:{2001:db8::2}',
    localnet_learn_fdb     => true,
    ovn_emit_need_to_frag  => true,
  }
  class { 'neutron::plugins::ml2::ovs_driver': vnic_type_prohibit_list => ['direct', 'macvtap'] }
  class { 'neutron::plugins::ml2::ovn::maintenance_worker': package_ensure => 'latest' }
  class { 'neutron::services::vpnaas':
    service_providers => ['VPN:strongswan:neutron_vpnaas.services.vpn.service_drivers.ovn_ipsec.IPsecOvnVPNDriver:default'],
    vpn_auto_schedule => true,
    sync_db           => true,
    purge_config      => true,
  }
  class { 'neutron::agents::vpnaas::ovn':
    ovn_sb_connection           => 'ssl:10.0.0.11:6642',
    ovn_sb_private_key          => '/etc/neutron/ovn.key',
    ipsec_status_check_interval => 30,
    debug                       => true,
  }
  class { 'neutron::agents::ovn_metadata': shared_secret => 'meta-secret', ovn_sb_connection => 'ssl:10.0.0.11:6642', metadata_host => '10.0.0.10', metadata_workers => 2 }
  class { 'neutron::agents::ovn_metadata::metadata_rate_limiting': rate_limit_enabled => true, ip_versions => [4, 6], base_query_rate_limit => 10 }
  class { 'neutron::config':
    server_config          => { 'DEFAULT/site_extensions_dir' => { 'value' => '/usr/lib/python3.9/site-packages/neutron/extensions' }, 'DEFAULT/stale' => { 'ensure' => 'absent' } },
    api_paste_ini          => { 'filter:site/paste_opt' => { 'value' => true } },
    rootwrap_config        => { 'site/rootwrap_opt' => { 'value' => true } },
    vpnaas_service_config  => { 'site/vpn_extra' => { 'value' => 'x' } },
    ovn_vpn_agent_config   => { 'site/opt' => { 'value' => 'a' } },
    ovn_metadata_agent_config => { 'site/metadata_extra' => { 'value' => 'https' } },
    plugin_ml2_config      => { 'ml2_type_geneve/site_opt' => { 'value' => 1, 'secret' => true } },
  }
  class { 'neutron::rootwrap': }
  class { 'neutron::reports': log_dir => '/var/log/neutron/gmr' }
  class { 'neutron::client': }
  include neutron::agents::dhcp::metadata_rate_limiting
  include neutron::agents::l3::metadata_rate_limiting
}
