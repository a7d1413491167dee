# A reference by alias finds the resource the alias names.
exec { 'first': command => '/bin/true', alias => 'run' }
notify { 'after': require => Exec['run'] }
