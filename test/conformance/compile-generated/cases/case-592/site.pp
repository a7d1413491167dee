class c1 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = 'o',
) {
  tag 'web'
}
class c2 {
  notify { 'c2-n1': loglevel => 'info', * => {  } }
}
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', timeout => 1001, loglevel => 'warning' }
@user { 'user1': shell => '/bin/sh', loglevel => 'warning', notify => Exec['run2'] }
exec {
  default: subscribe => Exec['run2'];
  'run4': notify => Exec['run2'], subscribe => Exec['run1'];
  'run5': command => '/usr/bin/env echo hi', loglevel => 'info';
}
@@service { 'svc1': enable => false, notify => Exec['run4'] }
exec { 'run6': tag => 'gamma' }
@notify { 'n1': before => Exec['run1'], require => [Exec['run3'], Exec['run5']] }
Exec['run3'] -> Exec['run2'] <~ Notify <| tag != 'gamma' |>
notify { ['n2', 'n3', 'n4']: loglevel => 'warning', before => Exec['run5'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
