define site::dhcp_node (String $mac, Optional[String] $ip = undef, Boolean $ipxe = false, Hash $options = {}, Optional[String] $comment = undef) {
  dhcp::host { $title:
    mac     => downcase($mac),
    ip      => $ip,
    options => $options,
    comment => $comment,
    *       => $ipxe ? {
      true    => { 'ipxe_filename' => 'undionly.kpxe', 'ipxe_bootstrap' => "http://10.50.0.5/boot/${title}.ipxe" },
      default => {},
    },
  }
}

node default {
  include dhcp
  lookup('site::subnets', Hash, 'hash', {}).each |$name, $subnet| {
    dhcp::pool { $name: * => $subnet }
  }
  dhcp::pool6 { 'servers-v6':
    network => '2001:db8:50::',
    prefix  => 64,
    range   => '2001:db8:50::100 2001:db8:50::1ff',
  }
  lookup('site::inventory', Array[Hash], 'unique', []).each |$n| {
    site::dhcp_node { $n['name']: * => $n - 'name' }
  }
  dhcp::ignoredsubnet { 'mgmt':
    network => '10.99.0.0',
    mask    => '255.255.255.0',
  }
  dhcp::dhcp_class { 'ipxe':
    parameters => 'match if exists user-class and option user-class = "iPXE"',
  }
}
