class c1 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = [],
) {
  service { 'c1-svc1': hasrestart => true, noop => false }
  tag 'alpha'
  Notify { tag => ['db', 'gamma'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'b',
  Integer $p3 = 80,
) inherits c1 {
  Service['c1-svc1'] { noop +> 'beta' }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: tag => ['alpha', 'web'], hasrestart => true }
  notify {
    default: loglevel => 'warning', tag => ['gamma', 'alpha'];
    'c2-n1': loglevel => 'info';
    'c2-n2': message => "tab\there";
  }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
  Optional[String] $p2 = undef,
  Variant[Integer, String] $p3 = 1,
) {
  notify { 'c3-n1': loglevel => 'warning', message => "tab\there" }
  require c1
  @user { 'c3-user1': groups => [], shell => '/bin/sh' }
  tag 'web'
}
file { '/tmp/f1': tag => ['db', 'alpha'], * => { 'loglevel' => 'info' } }
