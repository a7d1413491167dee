define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  Notify { noop => true }
}
class c1 (
  String $p1 = 's',
  String $p2 = 'x y',
  Variant[Integer, String] $p3 = 1,
) {
  Package { ensure => 'installed' }
  notify { 'c1-n1': withpath => true, loglevel => 'warning' }
}
d1 { 'd1-n1': level => 'v2' }
notify {
  default: noop => false, before => Notify['d1-n1-d11'];
  'n1': notify => Notify['d1-n1-d11'];
}
notify { ['n2', 'n3', 'n4']: loglevel => 'warning' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag == 'alpha' and title == 'n3' |> <~ [Notify['n3'], Notify['n4'], Notify['n1']] -> Notify['n1']
user { ['user1', 'user2']: uid => '300', groups => 'users' }
notify { ['n5', 'n6']: tag => ['gamma', 'gamma'] }
Package <| message == 'world' and tag == 'beta' |> { tag +> ['web', 'web'] }
tag 'db'
Notify['n1'] { withpath => false }
package {
  default: notify => Notify['n2'];
  'pkg1': require => Notify['n3'];
  'pkg2': tag => 'gamma';
  'pkg3': tag => 'gamma';
}
$v18 = [1, 2]
notify { 'n7': subscribe => Notify['n3'], tag => ['beta', 'beta'] }
Notify['n3'] ~> Notify <| title == 'user1' |> -> [Package['pkg1'], Notify['d1-n1-d11'], Notify['n7']]
tag 'beta'
d1 { ['d1-n2', 'd1-n3']: level => 'v2' }
service {
  default: ensure => 'stopped';
  'svc1': hasrestart => true;
  'svc2': before => [Package['pkg3'], Notify['n6']];
}
Notify { noop => true }
d1 { 'd1-n4': extra => 7 }
package { 'pkg4': subscribe => [Notify['n4'], Service['svc2']] }
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify {
  default: tag => 'alpha';
  'n8': notify => Notify['n2'];
  'n9': require => Package['pkg3'], before => Notify['n4'];
}
package { 'pkg5': ensure => 'installed', * => {  } }
service {
  default: hasrestart => true, ensure => 'running';
  'svc3': subscribe => Notify['d1-n3-d11'];
  'svc4': noop => false, notify => User['user1'];
}
@package { 'pkg6': tag => 'beta', * => { 'subscribe' => User['user1'] } }
if defined(Notify['n1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
include c1
Package <| tag == 'gamma' |> { noop => true }
notify { 'n10': require => User['user2'], message => undef }
user { 'user3': subscribe => Package['pkg5'] }
Notify['n2'] <- Notify['n10'] ~> [Notify['n10']]
