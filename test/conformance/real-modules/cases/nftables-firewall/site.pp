node 'gw01.example.com' {
  include nftables
  include nftables::rules::http
  include nftables::rules::https
  class { 'nftables::rules::node_exporter':
    prometheus_server => ['10.0.5.10', '2001:db8::10'],
  }
  include nftables::rules::out::chrony
  class { 'nftables::rules::out::postgres': }

  nftables::chain { 'ADMIN':
    inject => '20-default_in',
  }
  nftables::rule { 'ADMIN-ssh_mgmt':
    content => 'ip saddr @admin_nets tcp dport 22 accept',
  }
  nftables::simplerule { 'mysql':
    dport   => 3306,
    proto   => 'tcp',
    saddr   => '10.0.2.0/24',
    counter => true,
    comment => 'MySQL from the app network',
  }
  nftables::simplerule { 'syslog':
    dport   => [514, 6514],
    proto   => 'udp4',
    iifname => ['eth1'],
  }
  nftables::simplerule { 'smtp_relay':
    chain  => 'default_out',
    dport  => 25,
    proto  => 'tcp',
    daddr  => '2001:db8::25',
  }
  nftables::rules::masquerade { 'masq_lan':
    oif   => 'eth0',
    saddr => '10.0.2.0/24',
  }
  nftables::rules::dnat4 { 'http_to_web':
    daddr => '10.0.2.20',
    port  => 'http',
    iif   => 'eth0',
  }
}
