class { '::osnailyfacter::openstack_haproxy::openstack_haproxy_horizon': }
class { '::osnailyfacter::override_resources': }
