define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = ['a', 'b'],
  Integer $p3 = 1,
) {
  tag 'gamma'
  notify { 'c1-n1': tag => 'beta' }
  File { ensure => 'present', tag => 'beta' }
}
class c2 (
  Integer $p1 = 1,
) {
  service { 'c2-svc1': hasrestart => true, tag => ['beta', 'gamma'] }
  notify {
    default: tag => 'gamma';
    'c2-n1': message => ['a', 'b'];
    'c2-n2': noop => false, tag => ['web', 'alpha'];
    'c2-n3': tag => 'db';
  }
}
user { 'user1': managehome => false, * => {  } }
@service { 'svc1': ensure => 'running' }
File <| tag == 'db' and tag != 'beta' |> <- User['user1']
notify { 'n1': tag => 'db', noop => true }
class { 'c2': p1 => 1 }
realize(Service['svc1'])
Package { tag => 'alpha', subscribe => Notify['c2-n3'] }
tag 'db'
User['user1'] { before +> Notify['c2-n3'] }
$v18 = [1, 2]
File { ensure => 'absent' }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] { message => true }
package { 'pkg1': tag => 'alpha', notify => Notify['n1'] }
package { 'pkg2': subscribe => Notify['c2-n3'] }
Service <| tag == 'gamma' |>
Service['svc1'] -> Service['c2-svc1'] <~ Service <| title == 'c2-n1' or tag != 'alpha' |>
Package['pkg2'] <~ [User['user1'], Notify['c2-n1'], Service['svc1']]
Notify { subscribe => [Service['svc1']], notify => Service['c2-svc1'] }
Service <| message == 'hello' |> { require +> Service['c2-svc1'] }
tag 'web'
User['user1'] { tag => 'gamma' }
tag 'beta'
file { '/tmp/f1': owner => 'root', subscribe => User['user1'] }
@package { ['pkg3', 'pkg4', 'pkg5']: ensure => 'installed' }
Service <| title == '/tmp/f1' |>
package { 'pkg6': ensure => 'installed', * => { 'noop' => true } }
notify { 'n2': message => undef, * => { 'subscribe' => Notify['c2-n2'] } }
package { ['pkg7', 'pkg8']: loglevel => 'info', tag => 'alpha' }
