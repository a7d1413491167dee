class c1 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 'one',
) {
  file {
    default: content => "${p2}";
    '/tmp/c1-f1': noop => true;
    '/tmp/c1-f2': loglevel => 'warning', content => "line\n";
  }
  tag 'web'
  tag 'web'
  tag 'beta'
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  exec { 'c2-run1': noop => false, tag => 'db', command => '/usr/bin/env echo hi' }
  @user { 'c2-user1': uid => 30, groups => 'users', tag => ['alpha', 'alpha'] }
}

