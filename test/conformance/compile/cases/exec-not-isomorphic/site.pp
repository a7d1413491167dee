# Exec is not isomorphic: Puppet gives it no namevar alias, so two execs may run one command.
exec { 'first': command => '/bin/true' }
exec { 'second': command => '/bin/true' }
