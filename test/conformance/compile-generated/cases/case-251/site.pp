define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $extra }
}
class c1 (
  Integer $p1 = 80,
) {
  notify { ['c1-n1', 'c1-n2']: noop => true, message => 42 }
  d1 { 'c1-d1-n1': extra => 'v2' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Notify <| (title == 'c1-d1-n1-d11' and tag != 'alpha') and message == 42 |> { message => 42 }
}
class c2 (
  Integer $p1 = 1,
) {
  Notify { loglevel => 'warning' }
  contain c1
  notify { 'c2-n1': message => 42 }
}
package { 'pkg1': noop => true, loglevel => 'warning' }
Package['pkg1'] -> Package['pkg1'] <- Package['pkg1']
@notify { 'n1': noop => false, notify => Package['pkg1'] }
$v18 = { 'k' => 'v' }
notify {
  default: tag => 'alpha', withpath => false;
  'n2': tag => 'web', subscribe => Package['pkg1'];
  'n3': tag => 'alpha';
}
notify { 'n4': withpath => true, notify => Notify['n2'], subscribe => Package['pkg1'] }
Package['pkg1'] { tag => 'web' }
notify { 'n5': tag => 'db' }
file { '/tmp/f1': before => Notify['n5'], mode => '0755', loglevel => 'warning' }
d1 { 'd1-n1': }
tag 'beta'
exec { 'run1': refreshonly => false, noop => true, command => '/usr/bin/env echo hi' }
Notify { require => Notify['n3'] }
Notify <| message == 42 |> { tag +> 'web' }
Exec['run1'] { require => [Notify['n2']] }
notify { ['n6', 'n7']: message => undef }
notify { ['n8', 'n9', 'n10']: message => '' }
service { 'svc1': require => Notify['d1-n1-d11'], * => {  } }
Package['pkg1'] <~ Notify['n6']
realize(Notify['n1'])
Notify['n7'] -> Notify['n6']
realize(Notify['n1'])
d1 { 'd1-n2': extra => 'v2' }
Notify['d1-n1-d11'] -> Notify['d1-n2-d11']
Service <| title == 'n9' |> <- Notify['d1-n1-d11']
