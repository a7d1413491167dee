define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = [],
) {
  notify { 'c1-n1': tag => 'web', noop => true }
}
class c2 inherits c1 {
  notify { 'c2-n1': noop => false }
}
class c3 {
  service { 'c3-svc1': loglevel => 'warning', noop => true }
}
notify { ['n1', 'n2', 'n3']: tag => 'alpha', withpath => true }
@file { '/tmp/f1': subscribe => [Notify['n2'], Notify['n1']] }
exec { 'run1': subscribe => [Notify['n3']] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: before => Exec['run1'] }
d1 { 'd1-n1': msg => 'v2' }
notify {
  default: before => File['/tmp/f2'];
  'n4': subscribe => File['/tmp/f3'];
}
d1 { ['d1-n2', 'd1-n3']: msg => 'v2' }
notify { ['n5', 'n6']: message => 42, before => Notify['n4'] }
package { ['pkg1', 'pkg2']: require => Notify['d1-n1-d11'], tag => ['alpha', 'alpha'] }
service { 'svc1': notify => Notify['d1-n3-d12'], noop => true }
Notify['n5'] { require => Notify['d1-n2-d12'] }
d1 { ['d1-n4', 'd1-n5']: msg => 'v2' }
notify { 'n7': require => Service['svc1'] }
service { 'svc2': enable => false, hasrestart => true, tag => 'web' }
include c3
Notify['n5'] { withpath => false }
realize(File['/tmp/f1'])
user { 'user1': before => [Notify['d1-n1-d11'], Notify['n1']] }
