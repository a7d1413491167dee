class { '::osnailyfacter::memcached::memcached': }
class { '::osnailyfacter::override_resources': }
