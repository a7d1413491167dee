class c1 (
  Array[String] $p1 = ['x'],
  String $p2 = 'abc',
) {
  tag 'beta'
}
@service { 'svc1': tag => 'web' }
Service <| message == 'hello' |> { require => Notify['ghost'] }
@user { ['user1', 'user2']: noop => true, tag => ['db', 'beta'] }
file {
  default: noop => true;
  '/tmp/f1': mode => '0600', ensure => 'absent';
  '/tmp/f2': tag => ['web', 'web'];
}
File['/tmp/f1'] { require +> File['/tmp/f1'] }
user { ['user3', 'user4']: tag => 'db', noop => false }
$v8 = [1, 2]
@notify { ['n1', 'n2']: withpath => false, tag => ['beta', 'gamma'] }
package { 'pkg1': loglevel => 'info', tag => ['db', 'web'] }
notify { ['n3', 'n4', 'n5']: message => ['a', 'b'] }
Notify['n3'] ~> File <| message == 'x y' or title == 'n3' |> -> Notify['n5']
