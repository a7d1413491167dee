define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'b',
) {
  Package { noop => true }
  tag 'beta'
  tag 'gamma'
  service { 'c1-svc1': noop => false }
}
package { 'pkg1': tag => ['web', 'alpha'] }
Service <| message == 'world' and tag == 'beta' |> { noop => false }
Package['pkg1'] { noop => false }
notify { 'n1': notify => Package['pkg1'], require => Package['pkg1'] }
notify { ['n2', 'n3', 'n4']: noop => true, tag => 'gamma' }
$v12 = 'val'
Package['pkg1'] -> Package['pkg1'] <- [Notify['n3']]
include c1
Service <| tag != 'db' |> -> Notify['n3'] ~> [Notify['n1'], Notify['n3']]
Notify['n3'] <- [Notify['n4'], Package['pkg1']]
Notify <| (message == 'world' and message == 'hello') and tag == 'web' |> { message => ['a', 'b'] }
user { 'user1': groups => [] }
notify {
  default: message => "${trusted[certname]} says hi";
  'n5': noop => true;
}
Service { subscribe => Class['c1'] }
