define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
class c1 {
  notify { 'c1-n1': tag => 'db', noop => true }
  exec { 'c1-run1': command => '/bin/true', tag => ['beta', 'alpha'], refreshonly => true }
  Package { loglevel => 'warning' }
  Notify { withpath => false }
}
class c2 (
  Integer $p1 = 80,
) {
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: tag => ['db', 'beta'] }
  notify {
    default: loglevel => 'warning', message => 'x y';
    'c2-n1': message => undef;
    'c2-n2': message => undef;
    'c2-n3': noop => false;
  }
  tag 'db'
  notify {
    default: noop => true;
    'c2-n4': tag => 'alpha';
    'c2-n5': noop => true;
    'c2-n6': loglevel => 'info';
  }
}

