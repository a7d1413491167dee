define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  Array[String] $p1 = [],
  String $p2 = 'abc',
  Integer $p3 = 1,
) {
  notify { 'c1-n1': loglevel => 'info', tag => 'web' }
  service { 'c1-svc1': hasrestart => false, * => {  } }
  Notify <| tag != 'db' and message == 'hello' |>
  Notify { loglevel => 'info', withpath => false }
}
class c2 (
  String $p1 = 's',
  Boolean $p2 = true,
  String $p3 = 'abc',
) {
  d1 { 'c2-d1-n1': }
  tag 'beta'
  notify {
    default: tag => ['beta', 'web'];
    'c2-n1': tag => ['db', 'db'];
    'c2-n2': tag => 'web';
    'c2-n3': tag => ['web', 'beta'], message => "${p2} says hi";
  }
  package { 'c2-pkg1': tag => 'gamma', before => Notify['c2-d1-n1-d11'], noop => true }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) inherits c2 {
  Package['c2-pkg1'] { noop => ['gamma', 'gamma'] }
  if defined('$p1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  exec { 'c3-run1': tag => 'db', command => '/bin/true', path => ['/bin', '/usr/bin'] }
  notify { 'c3-n1': message => "${p1} says hi" }
}
service { 'svc1': enable => false, loglevel => 'info' }
Service['svc1'] { noop => false }
@exec { 'run1': command => '/bin/true', notify => Service['svc1'] }
service { 'svc2': enable => false, subscribe => Service['svc1'], notify => Service['svc1'] }
Exec <| tag != 'gamma' or title == 'svc2' |> { tag => ['gamma', 'alpha'] }
Exec { require => [Service['svc2']] }
@notify { ['n1', 'n2']: tag => ['gamma', 'alpha'] }
d1 { 'bad': bogus => 1 }
