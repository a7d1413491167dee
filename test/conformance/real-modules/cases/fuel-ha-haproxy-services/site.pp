node 'node-1.domain.tld' {
  $common = {
    'internal_virtual_ip' => '192.168.0.2',
    'public_virtual_ip'   => '172.16.0.2',
    'ipaddresses'         => ['192.168.0.3', '192.168.0.4', '192.168.0.5'],
    'server_names'        => ['node-1', 'node-2', 'node-3'],
  }
  $ssl = {
    'public_ssl'        => true,
    'public_ssl_path'   => '/var/lib/astute/haproxy/public_haproxy.pem',
    'internal_ssl'      => true,
    'internal_ssl_path' => '/var/lib/astute/haproxy/internal_haproxy.pem',
  }
  class { 'openstack::ha::keystone': * => $common + $ssl + { 'admin_ssl' => true, 'admin_ssl_path' => '/var/lib/astute/haproxy/admin.pem', 'federation_enabled' => true } }
  class { 'openstack::ha::nova': * => $common + $ssl }
  class { 'openstack::ha::glance': * => $common }
  class { 'openstack::ha::horizon': * => $common + { 'use_ssl' => true, 'public_ssl_path' => '/var/lib/astute/haproxy/public_haproxy.pem' } }
  class { 'openstack::ha::neutron': * => $common + $ssl }
  class { 'openstack::ha::cinder': * => $common }
  class { 'openstack::ha::heat': * => $common + $ssl }
  class { 'openstack::ha::swift': * => $common + { 'baremetal_virtual_ip' => '10.0.0.2', 'bind_to_one' => true } }
  class { 'openstack::ha::mysqld': * => $common + { 'is_primary_controller' => true } }
  class { 'openstack::ha::aodh': * => $common }
  class { 'openstack::ha::ceilometer': * => $common + $ssl }
  class { 'openstack::ha::ironic': * => $common + { 'baremetal_virtual_ip' => '10.0.0.2' } }
  class { 'openstack::ha::murano': * => $common + { 'murano_cfapi' => true } }
  class { 'openstack::ha::sahara': * => $common }
  class { 'openstack::ha::stats': internal_virtual_ip => '192.168.0.2', public_virtual_ip => '172.16.0.2' }
}
