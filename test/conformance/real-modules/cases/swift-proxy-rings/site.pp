node 'swproxy01.example.com' {
  include swift
  include swift::proxy
  include swift::keystone::auth
  include swift::ringbuilder
  $nodes = { 'r1z1' => '192.0.2.61', 'r1z2' => '192.0.2.62', 'r1z3' => '192.0.2.63' }
  $nodes.each |$zone, $ip| {
    $z = Integer($zone[-1])
    ring_object_device { "${ip}:6200/sdb": zone => $z, weight => 100 }
    ring_container_device { "${ip}:6201/sdb": zone => $z, weight => 100 }
    ring_account_device { "${ip}:6202/sdb": zone => $z, weight => 100 }
  }
}
