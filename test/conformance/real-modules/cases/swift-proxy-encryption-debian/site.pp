node 'swproxy02.example.com' {
  include memcached
  include swift
  include swift::proxy
  include swift::proxy::catch_errors
  include swift::proxy::healthcheck
  include swift::proxy::proxy_logging
  include swift::proxy::cache
  include swift::proxy::cname_lookup
  include swift::proxy::domain_remap
  include swift::proxy::crossdomain
  include swift::proxy::read_only
  include swift::proxy::tempauth
  include swift::proxy::formpost
  include swift::proxy::staticweb
  include swift::proxy::etag_quoter
  include swift::proxy::audit
  include swift::proxy::ceilometer
  include swift::proxy::kms_keymaster
  include swift::proxy::encryption
  include swift::keymaster
  include swift::objectexpirer
  include swift::containerreconciler
  include swift::internal_client
  include swift::internal_client::catch_errors
  include swift::internal_client::proxy_logging
  include swift::internal_client::cache
  include swift::dispersion
  include swift::keystone::dispersion
  include swift::wsgi::uwsgi_proxy
  include swift::ringbuilder
  swift::ringbuilder::policy_ring { '1':
    part_power     => 10,
    replicas       => 2,
    min_part_hours => 1,
  }
}
