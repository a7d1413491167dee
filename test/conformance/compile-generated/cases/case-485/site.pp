class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 1,
  Optional[String] $p3 = 'o',
) {
  notify {
    default: noop => true, message => 'x y';
    'c1-n1': tag => 'alpha', withpath => false;
    'c1-n2': tag => ['web', 'gamma'];
    'c1-n3': tag => 'alpha';
  }
  notify { 'c1-n4': tag => 'gamma', message => 3.5 }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
$v5 = { 'k' => 'v' }
User <| title == 'n1' |> { require => Notify['ghost'] }
package { 'pkg1': loglevel => 'info', * => {  } }
Package['pkg1'] { require +> Package['pkg1'] }
notify { ['n1', 'n2', 'n3']: before => Package['pkg1'] }
[Notify['n2'], Notify['n1']] -> Notify['n3']
notify { 'n4': require => Notify['n2'], tag => 'gamma' }
include c1
tag 'beta'
Notify['n3'] -> [Notify['n3']] <~ Class['c1']
User { notify => Notify['c1-n4'], subscribe => Notify['n4'] }
include c1
Exec <| title == 'n3' and ensure == 'running' |> { require => Notify['n1'] }
@service { 'svc1': loglevel => 'warning', require => Notify['n2'] }
realize([Service['svc1']])
file { '/tmp/f1': tag => ['db', 'web'], require => Service['svc1'] }
file {
  default: tag => ['beta', 'web'];
  '/tmp/f2': require => Service['svc1'], noop => false;
  '/tmp/f3': owner => 'www-data', content => "${facts[hostname]}";
  '/tmp/f4': notify => File['/tmp/f1'];
}
tag 'gamma'
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v25 = 'val'
$v26 = [1, 2]
Notify['c1-n3'] -> Notify['n4']
Notify['n2'] { tag +> ['db', 'alpha'] }
Notify <| title == '/tmp/f3' or message == 42 |> -> [Notify['n2']]
tag 'gamma'
