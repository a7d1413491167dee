node 'swproxy01.example.com' {
  include swift
  include swift::proxy
  include swift::proxy::catch_errors
  include swift::proxy::gatekeeper
  include swift::proxy::healthcheck
  include swift::proxy::proxy_logging
  include swift::proxy::cache
  include swift::proxy::listing_formats
  include swift::proxy::container_sync
  include swift::proxy::bulk
  include swift::proxy::tempurl
  include swift::proxy::ratelimit
  include swift::proxy::s3api
  include swift::proxy::s3token
  include swift::proxy::authtoken
  include swift::proxy::keystone
  include swift::proxy::copy
  include swift::proxy::container_quotas
  include swift::proxy::account_quotas
  include swift::proxy::slo
  include swift::proxy::dlo
  include swift::proxy::versioned_writes
  include swift::proxy::symlink
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
