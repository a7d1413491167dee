class c1 {
  Service { ensure => 'running', noop => true }
  user { 'c1-user1': shell => '/bin/bash', managehome => true, ensure => 'present' }
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: loglevel => 'info', ensure => '1.2.3' }
  package { ['c1-pkg4', 'c1-pkg5', 'c1-pkg6']: ensure => 'latest' }
}
class c2 {
  notify { 'c2-n1': tag => 'alpha' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  notify { ['c3-n1', 'c3-n2']: tag => 'web', noop => true }
}
Notify { noop => true }
class { 'c2': }
User { shell => '/bin/bash', before => Notify['c2-n1'] }
tag 'alpha'
User { tag => 'beta' }
@@exec { ['run1', 'run2']: command => 'touch /tmp/x', notify => Notify['c2-n1'] }
tag 'web'
include c1
File <| tag == 'web' |> <~ Notify <| tag != 'web' |> <~ Notify['c2-n1']
@@notify { 'n1': withpath => false, * => {  } }
if defined(Package['c1-pkg6']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <<| message == 'world' |>>
