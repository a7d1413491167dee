define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 8080,
  Integer $p2 = 8080,
  String $p3 = 's',
) {
  Exec <| ensure == 'running' |>
  notify {
    default: withpath => false;
    'c1-n1': noop => false, tag => ['db', 'web'];
    'c1-n2': message => 'hello';
    'c1-n3': withpath => true, noop => true;
  }
  tag 'gamma'
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 'x y',
) {
  exec { ['c2-run1', 'c2-run2']: command => 'touch /tmp/x', noop => false }
  file {
    default: mode => '0755';
    '/tmp/c2-f1': loglevel => 'warning', mode => '0600';
    '/tmp/c2-f2': tag => ['web', 'alpha'];
    '/tmp/c2-f3': tag => 'web';
  }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
  Variant[Integer, String] $p2 = 'one',
  String $p3 = 's',
) inherits c1 {
  d2 { 'c3-d2-n1': msg => 'v1' }
  @exec { ['c3-run1', 'c3-run2', 'c3-run3']: loglevel => 'warning' }
}

