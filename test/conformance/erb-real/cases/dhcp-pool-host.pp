define erbcase() {
  $network = '10.0.0.0'
  $mask = '255.255.255.0'
  $range = ['10.0.0.100 10.0.0.150', '10.0.0.200 10.0.0.250']
  $failover = 'dhcp-failover'
  $ignore_unknown = true
  $domain_name = 'example.com'
  $host_mask = '255.255.255.0'
  $gateway = '10.0.0.1'
  $options = ['ntp-servers 10.0.0.5', 'time-offset 0']
  $parameters = 'default-lease-time 600'
  $nameservers = ['10.0.0.2', '10.0.0.3']
  $nameservers_ipv6 = 'fd00::2'
  $pxeserver = '10.0.0.9'
  $mtu = 9000
  $on_commit = ['set clip = binary-to-ascii(10, 8, ".", leased-address)', 'execute("/usr/local/bin/hook", clip)']
  $on_release = []
  $on_expiry = ['log(info, "expired")']
  notify { 'erb': message => template('dhcp/dhcpd.pool.erb') }
}
erbcase { 'lan': }
