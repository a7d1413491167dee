node default {
  class { 'postgresql::server': }
  class { 'magnum::db::postgresql': password => 'magnum-db-pass', encoding => 'UTF8' }
  class { 'watcher::db::postgresql': password => 'watcher-db-pass' }
  include magnum
  include magnum::db
  include magnum::logging
  include magnum::keystone::authtoken
  include magnum::keystone::domain
  class { 'magnum::api': host => '192.0.2.29', service_name => 'magnum-api', enabled_ssl => false }
  class { 'magnum::wsgi::uwsgi': processes => 4, threads => 2, listen_queue_size => 128 }
  include magnum::conductor
  include magnum::clients
  class { 'magnum::capi_helm':
    kubeconfig              => { 'apiVersion' => 'v1', 'kind' => 'Config', 'clusters' => [{ 'name' => 'mgmt', 'cluster' => { 'server' => 'https://192.0.2.90:6443' } }], 'current-context' => 'mgmt' },
    namespace_prefix        => 'magnum',
    helm_chart_repo         => 'https://azimuth-cloud.github.io/capi-helm-charts',
    default_helm_chart_version => '0.10.1',
    minimum_flavor_ram      => 4096,
    minimum_flavor_vcpus    => 2,
    csi_cinder_default_volume_type => 'ssd',
    csi_cinder_reclaim_policy => 'Retain',
    csi_cinder_allow_volume_expansion => true,
    csi_cinder_fstype       => 'xfs',
  }
  class { 'magnum::cinder': default_docker_volume_type => 'ssd', default_boot_volume_size => 20 }
  class { 'magnum::cluster_template': kubernetes_allowed_network_drivers => ['calico', 'flannel'], kubernetes_default_network_driver => 'calico' }
  class { 'magnum::x509': allow_ca => true, allowed_extensions => ['keyUsage', 'extendedKeyUsage'], term_of_validity => 365, rsa_key_size => 4096 }
  class { 'magnum::docker_registry': swift_region => 'RegionOne', swift_registry_container => 'docker_registry' }
  class { 'magnum::healthcheck': detailed => false, backends => ['disable_by_file'], disable_by_file_path => '/etc/magnum/healthcheck_disable' }

  include apache
  include watcher
  include watcher::db
  include watcher::logging
  include watcher::keystone::authtoken
  class { 'watcher::api': service_name => 'httpd', upgrade_db => false }
  class { 'watcher::wsgi::apache':
    servername => 'optimize.example.com',
    bind_host  => '192.0.2.29',
    ssl        => true,
    ssl_cert   => '/etc/ssl/certs/optimize.pem',
    ssl_key    => '/etc/ssl/private/optimize.key',
    workers    => 2,
    threads    => 4,
    access_log_format => 'combined',
    headers    => ['set X-Frame-Options DENY'],
  }
  include watcher::watcher_clients_auth
  class { 'watcher::cache': backend => 'dogpile.cache.memcached', memcache_servers => ['192.0.2.40:11211', '192.0.2.41:11211'], enabled => true }
  class { 'watcher::glance_client': api_version => '2', endpoint_type => 'internalURL' }
  class { 'watcher::ironic_client': api_version => '1.82', region_name => 'RegionOne' }
  class { 'watcher::keystone_client': endpoint_type => 'internalURL' }
  class { 'watcher::neutron_client': api_version => '2.0' }
  class { 'watcher::placement_client': api_version => '1.29', interface => 'internal' }
  class { 'watcher::prometheus_client': host => '192.0.2.70', port => 9090, fqdn_label => 'fqdn', username => 'prom', password => 'prom-pw' }
}
