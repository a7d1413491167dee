class c1 (
  String $p1 = 'x y',
  String $p2 = 'abc',
  Variant[Integer, String] $p3 = 1,
) {
  File { content => 'data' }
  @user { ['c1-user1', 'c1-user2', 'c1-user3']: groups => [] }
  notify { 'c1-n1': tag => 'web', withpath => true }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  exec { 'c2-run1': tag => 'gamma', command => '/bin/true' }
  File { ensure => 'absent' }
  include c1
  user { ['c2-user1', 'c2-user2', 'c2-user3']: managehome => true, uid => 30 }
}
class c3 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['a', 'b'],
) {
  file { '/tmp/c3-f1': mode => '0755' }
  contain c1
  Exec { tag => ['db', 'alpha'] }
}
notify { ['n1', 'n2', 'n3']: tag => 'db' }
Notify <| tag != 'beta' |>
Notify <| tag == 'db' or tag == 'alpha' |> -> [Notify['n2'], Notify['n3']] <~ Notify['n3']
Notify { loglevel => 'info' }
package { 'pkg1': ensure => 'latest', tag => 'beta' }
