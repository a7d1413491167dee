define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
Notify { noop => false, message => '' }
File <| tag != 'web' |>
service { 'svc1': enable => true, * => {  } }
Notify { withpath => false }
notify { ['n1', 'n2', 'n3']: subscribe => Service['svc1'] }
user { 'user1': uid => 1001 }
notify {
  default: withpath => true;
  'n4': tag => ['web', 'beta'], require => Notify['n2'];
  'n5': message => true, loglevel => 'warning';
}
exec { 'run1': tag => ['db', 'beta'], refreshonly => true, command => '/usr/bin/env echo hi' }
User['user1'] { require +> [Notify['n2'], Exec['run1']] }
Package <| message == 42 and message == 42 |>
File { tag => 'gamma' }
package { 'pkg1': subscribe => Notify['n2'], ensure => 'latest' }
service {
  default: noop => true, loglevel => 'info';
  'svc2': tag => 'beta', noop => true;
}
notify { ['n6', 'n7']: notify => Notify['n3'] }
d2 { 'd2-n1': msg => 'v1' }
@d2 { ['d2-n2', 'd2-n3']: }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n8': tag => 'alpha', require => User['user1'] }
d2 { 'd2-n4': }
service { ['svc3', 'svc4', 'svc5']: before => Notify['n7'] }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User { noop => true, groups => 'users' }
service { 'svc6': notify => Service['svc1'] }
Notify <| title == 'n3' and tag == 'gamma' |>
