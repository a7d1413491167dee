node 'fuel.domain.tld' {
  fuel::systemd { ['astute', 'nailgun', 'oswl_flavor_collectord']:
    start          => true,
    service_manage => true,
  }
  fuel::systemd { 'receiverd':
    start          => false,
    config_name    => 'override.conf',
    service_manage => false,
  }
  class { 'fuel::auxiliaryrepos':
    fuel_version => '9.0',
    repo_root    => '/var/www/nailgun/mitaka-9.0',
  }
  class { 'fuel::bootstrap_cli':
    settings              => { 'ubuntu_release' => 'trusty', 'repos' => [{ 'name' => 'ubuntu', 'uri' => 'http://archive.ubuntu.com/ubuntu', 'suite' => 'trusty', 'section' => 'main universe', 'priority' => undef }], 'extra_dirs' => ['/usr/share/fuel_bootstrap_cli/files/trusty'] },
    direct_repo_addresses => ['10.20.0.2', '127.0.0.1'],
  }
  fuel::sshkeygen { '/root/.ssh/id_rsa':
    length   => 4096,
    homedir  => '/root',
    username => 'root',
    groupname => 'root',
    keytype  => 'rsa',
  }
  fuel::dnsmasq::dhcp_range { 'admin':
    dhcp_start_address => '10.20.0.3',
    dhcp_end_address   => '10.20.0.254',
    dhcp_netmask       => '255.255.255.0',
    dhcp_gateway       => '10.20.0.1',
    lease_time         => '120m',
  }
  class { 'fuel::astute':
    rabbitmq_astute_password => 'astutepass',
    bootstrap_profile        => 'ubuntu_bootstrap',
  }
  class { 'fuel::puppetsync': }
  class { 'fuel::nginx::services':
    ssl_enabled => false,
    force_https => true,
  }
  class { 'fuel::iptables':
    network_address => '10.20.0.0',
    network_cidr    => '24',
    admin_iface     => 'eth0',
    ssh_network     => '10.0.0.0/8',
  }
}
