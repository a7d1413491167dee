node default {
  class { 'nftables':
    in_ssh                => true,
    in_icmp               => false,
    out_all               => false,
    fwd_conntrack         => true,
    purge_unmanaged_rules => true,
    noflush_tables        => ['inet-f2b-table'],
    log_limit             => false,
    reject_with           => 'tcp reset',
  }
  class { 'nftables::rules::dns': ports => [53, 5353], iifname => ['eth0'] }
  class { 'nftables::rules::icmp': v4_types => ['echo-request', 'destination-unreachable'], v6_types => ['echo-request', 'nd-neighbor-solicit'], order => '05' }
  include nftables::rules::ldap
  class { 'nftables::rules::samba': ctdb => true }
  include nftables::rules::ceph
  class { 'nftables::rules::ceph_mon': ports => [3300] }
  include nftables::rules::nfs
  include nftables::rules::nfs3
  class { 'nftables::rules::ftp': passive_ports => '30000-30100' }
  include nftables::rules::icinga2
  class { 'nftables::rules::puppet': ports => [8140, 8141] }
  include nftables::rules::pxp_agent
  class { 'nftables::rules::docker_ce': docker_prefix => '172.18.0.0/16' }
  include nftables::rules::podman
  class { 'nftables::rules::llmnr': ipv6 => false, iifname => ['eth1'] }
  class { 'nftables::rules::mdns': iifname => ['eth1'] }
  include nftables::rules::ssdp
  include nftables::rules::wsd
  include nftables::rules::multicast
  include nftables::rules::igmp
  class { 'nftables::rules::ospf3': iifname => ['eth2'] }
  class { 'nftables::rules::activemq': udp => false }
  class { 'nftables::rules::afs3_callback': saddr => ['192.0.2.0/24'] }
  include nftables::rules::smtp
  include nftables::rules::smtps
  include nftables::rules::smtp_submission
  include nftables::rules::spotify
  class { 'nftables::rules::tor': ports => [9001, 9030] }
  class { 'nftables::rules::out::active_directory': adserver => ['192.0.2.31', '192.0.2.32'] }
  include nftables::rules::out::kerberos
  class { 'nftables::rules::out::ldap': ldapserver => '192.0.2.40' }
  include nftables::rules::out::imap
  include nftables::rules::out::pop3
  include nftables::rules::out::smtp
  include nftables::rules::out::smtp_client
  class { 'nftables::rules::out::puppet': puppetserver => ['192.0.2.8', '2001:db8::8'] }
  class { 'nftables::rules::out::pxp_agent': broker => '192.0.2.9' }
  include nftables::rules::out::hkp
  include nftables::rules::out::mysql
  include nftables::rules::out::whois
  include nftables::rules::out::tor
  include nftables::rules::out::mldv2
  include nftables::rules::out::igmp
  class { 'nftables::rules::out::ceph_client': ports => [3300] }
  include nftables::rules::out::nfs3
  include nftables::services::openafs_client
  include nftables::services::dhcpv6_client
}
