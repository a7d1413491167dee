node 'kvm02.example.com' {
  class { 'nftables':
    out_all                => true,
    in_ssh                 => false,
    nat                    => true,
    nat_table_name         => 'mangle_nat',
    clobber_default_config => true,
    log_discarded          => false,
    reject_with            => false,
    firewalld_enable       => false,
    in_out_drop_invalid    => false,
  }
  nftables::helper { 'ftp-standard':
    content => 'type "ftp" protocol tcp;',
  }
  nftables::rule { 'default_in-ftp_helper':
    content => 'tcp dport 21 ct helper set "ftp-standard"',
    order   => '20',
  }
  nftables::file { 'fail2ban':
    content => "include \"/etc/fail2ban/nftables.conf\"\n",
  }
  nftables::set { 'mgmt':
    type     => 'ipv6_addr',
    flags    => ['interval'],
    elements => ['2001:db8:9::/64', 'fd00::/8'],
    table    => ['inet-filter', 'ip6-nat'],
  }
  nftables::rule { 'default_in-ssh_mgmt':
    content => 'ip6 saddr @mgmt tcp dport 22 accept',
  }
  nftables::rules::snat4 { 'vm_out':
    snat  => '198.51.100.7',
    oif   => 'eth0',
    saddr => '192.168.122.0/24',
  }
  class { 'nftables::rules::wireguard':
    ports => [51820, 51821],
  }
  include nftables::rules::ospf
  include nftables::rules::mdns
  include nftables::rules::qemu
  include nftables::rules::dhcpv6_client
}
