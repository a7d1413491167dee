class { '::osnailyfacter::hiera::hiera' :}
class { '::osnailyfacter::override_resources': }
