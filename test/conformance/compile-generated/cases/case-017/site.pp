class c1 (
  Integer $p1 = 80,
  Array[String] $p2 = ['x'],
) {
  tag 'web'
  notify {
    default: tag => 'db';
    'c1-n1': loglevel => 'info', message => true;
  }
  exec { 'c1-run1': command => 'touch /tmp/x', refreshonly => true, noop => true }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  notify { 'c2-n1': withpath => true }
  tag 'gamma'
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  @service { 'c3-svc1': enable => true, tag => 'db' }
}

