class { '::osnailyfacter::atop': custom_acct_file => '/var/log/atop/atop.acct', interval => '30', rotate => '5' }
class { '::osnailyfacter::acpid': }
class { '::cgroups': cgroups_set => hiera('cgroups') }
class { '::osnailyfacter::override_resources': }
