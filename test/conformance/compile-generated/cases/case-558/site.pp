define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = [],
  String $p2 = 'abc',
  Variant[Integer, String] $p3 = 1,
) {
  file { '/tmp/c1-f1': tag => 'web' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  Notify <| tag != 'web' or message == 'world' |>
  notify { 'c2-n1': loglevel => 'info' }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: tag => ['beta', 'web'] }
}
class c3 (
  Boolean $p1 = false,
  Boolean $p2 = true,
  Variant[Integer, String] $p3 = 'one',
) {
  @service {
    default: tag => ['db', 'gamma'];
    'c3-svc1': tag => ['alpha', 'web'];
  }
}
class { 'c3': p3 => 'one' }
Exec { timeout => '300' }
notify { 'n1': noop => true, withpath => false }
notify {
  default: notify => Notify['n1'];
  'n2': require => Notify['n1'], tag => ['web', 'beta'];
}
@notify { ['n3', 'n4']: subscribe => Notify['n2'] }
class { 'c1': p2 => 'abc', p3 => 1 }
tag 'db'
