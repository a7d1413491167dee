define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
Service { tag => ['web', 'gamma'] }
package {
  default: loglevel => 'info';
  'pkg1': noop => true;
  'pkg2': ensure => 'installed';
  'pkg3': tag => ['gamma', 'alpha'];
}
@notify { ['n1', 'n2', 'n3']: require => [Package['pkg1']] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[Package['pkg3'], Package['pkg2']] ~> Package['pkg2']
Package['pkg2'] ~> Package['pkg3']
Package['pkg3'] -> Package['pkg1']
notify { 'n4': withpath => false, tag => ['db', 'web'] }
Package['pkg1'] -> Notify <| tag == 'web' |> -> Package['pkg2']
notify { 'n5': loglevel => 'info', * => {  } }
[Package['pkg3'], Notify['n4']] -> Notify['n4'] ~> Package['pkg3']
Package['pkg3'] ~> Notify['n5']
notify { ['n6', 'n7', 'n8']: message => 'x y' }
service { 'svc1': ensure => 'running', notify => Package['pkg1'] }
Notify['n4'] { message => 'x y' }
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
@service {
  default: tag => 'beta';
  'svc2': notify => [Notify['n6'], Notify['d1-n2-d12']], ensure => 'running';
  'svc3': hasrestart => true;
}
if defined(Package['pkg3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file {
  default: require => Notify['n6'];
  '/tmp/f1': notify => Notify['n6'];
}
package { 'pkg4': subscribe => Notify['d1-n1-d11'] }
Package['pkg1'] { before +> Notify['n5'] }
notify { 'n9': notify => Package['pkg2'] }
