node 'mon01.example.com' {
  include grafana

  # The providers' dashboards come from elsewhere; their parent directories are the module's
  # (create_subdirs_provisioning). A provider's `puppetsource` would have the module manage the
  # directory, but grafana::deep_find_and_remove then deletes it from the class parameter in
  # place, which overcat refuses (OVC3145, docs/real-modules.md).
  file { ['/var/lib/grafana/dashboards/site/nodes', '/opt//grafana/openstack']:
    ensure => directory,
    owner  => 'grafana',
  }
}
