class { '::osnailyfacter::fuel_pkgs::fuel_pkgs' :}
class { '::osnailyfacter::hiera::override_configuration' :}
class { '::osnailyfacter::upgrade::prepare_symlinks' :}
class { '::osnailyfacter::override_resources': }
