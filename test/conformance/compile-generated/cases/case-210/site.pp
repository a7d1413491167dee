class c1 {
  Package { ensure => 'installed' }
  tag 'gamma'
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 1,
  Optional[String] $p3 = undef,
) {
  require c1
  notify { ['c2-n1', 'c2-n2']: noop => true }
  require c1
  file {
    default: tag => ['web', 'alpha'];
    '/tmp/c2-f1': ensure => 'file';
    '/tmp/c2-f2': noop => true, ensure => 'file';
    '/tmp/c2-f3': noop => false;
  }
}
class c3 (
  Boolean $p1 = true,
  String $p2 = 's',
  Boolean $p3 = true,
) {
  @notify {
    default: noop => true;
    'c3-n1': noop => true, message => ['a', 'b'];
    'c3-n2': message => "${p1} says hi", tag => 'web';
    'c3-n3': noop => true;
  }
  file {
    default: tag => ['web', 'db'], mode => '0644';
    '/tmp/c3-f1': ensure => 'present';
    '/tmp/c3-f2': loglevel => 'info';
  }
}

