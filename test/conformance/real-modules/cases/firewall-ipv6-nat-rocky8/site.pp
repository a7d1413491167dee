class profile_fw_pre {
  Firewall { require => undef }
  firewall { '000 accept icmp': proto => 'icmp', icmp => 'echo-request', jump => 'accept', limit => '5/sec', burst => 10 }
  firewall { '000 accept icmpv6': proto => 'ipv6-icmp', jump => 'accept', provider => 'ip6tables' }
  firewall { '001 established': proto => 'all', state => ['RELATED', 'ESTABLISHED'], jump => 'accept' }
  firewall { '001 established v6': proto => 'all', ctstate => ['RELATED', 'ESTABLISHED'], jump => 'accept', provider => 'ip6tables' }
}
class profile_fw_post {
  firewall { '999 drop all': proto => 'all', jump => 'drop', before => undef }
  firewall { '999 drop all v6': proto => 'all', jump => 'drop', before => undef, provider => 'ip6tables' }
}
node 'fw08.example.com' {
  class { 'firewall': ensure_v6 => 'running', pkg_ensure => 'latest' }
  resources { 'firewallchain': purge => true }
  Firewall {
    before  => Class['profile_fw_post'],
    require => Class['profile_fw_pre'],
  }
  include profile_fw_pre
  include profile_fw_post
  firewallchain { 'INPUT:filter:IPv4': ensure => present, policy => 'drop', purge => true, ignore => ['f2b-'] }
  firewallchain { 'INPUT:filter:IPv6': ensure => present, policy => 'drop', purge => true }
  firewallchain { 'DOCKER:nat:IPv4': ensure => present, purge => false }
  firewallchain { 'LOGDROP:filter:IPv4': ensure => present }
  firewall { '100 ssh with conn limit': dport => 22, proto => 'tcp', connlimit_above => 10, connlimit_mask => 24, jump => 'reject', reject => 'tcp-reset' }
  firewall { '101 ssh recent': dport => 22, proto => 'tcp', state => 'NEW', recent => 'set', rname => 'SSH', rsource => true, jump => 'accept' }
  firewall { '110 web v6': dport => ['80', '443'], proto => 'tcp', jump => 'accept', provider => 'ip6tables', source => '2001:db8::/32' }
  firewall { '120 ipset allow': ipset => 'trusted src', proto => 'tcp', dport => '8000-8100', jump => 'accept' }
  firewall { '200 snat': table => 'nat', chain => 'POSTROUTING', proto => 'all', source => '10.0.0.0/8', outiface => 'eth0', jump => 'SNAT', tosource => '192.0.2.12' }
  firewall { '201 dnat': table => 'nat', chain => 'PREROUTING', proto => 'tcp', dport => '8443', iniface => 'eth0', jump => 'DNAT', todest => '10.0.0.50:443' }
  firewall { '202 masq': table => 'nat', chain => 'POSTROUTING', proto => 'all', outiface => 'eth1', jump => 'MASQUERADE' }
  firewall { '300 mark': table => 'mangle', chain => 'PREROUTING', proto => 'tcp', dport => '5432', jump => 'MARK', set_mark => '0x10/0xff' }
  firewall { '900 log dropped': chain => 'LOGDROP', jump => 'LOG', log_prefix => 'DROP: ', log_level => 'warn', log_uid => true }
  firewall { '901 drop in chain': chain => 'LOGDROP', proto => 'all', jump => 'drop' }
}
