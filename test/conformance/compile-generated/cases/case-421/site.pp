class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
) {
  notify {
    default: loglevel => 'warning', withpath => true;
    'c1-n1': message => 42;
    'c1-n2': withpath => false;
  }
  user { 'c1-user1': tag => ['db', 'beta'], * => { 'ensure' => 'present' } }
  Package { tag => ['db', 'db'] }
  exec { 'c1-run1': timeout => '300' }
}
exec { 'run1': command => 'touch /tmp/x', tag => ['alpha', 'web'], path => ['/bin', '/usr/bin'] }
tag 'gamma'
