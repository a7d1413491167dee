class c1 (
  String $p1 = 's',
  String $p2 = 'abc',
  Integer $p3 = 1,
) {
  tag 'gamma'
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
) {
  @package { 'c2-pkg1': tag => ['beta', 'beta'] }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', timeout => '300', noop => false }
}
class c3 (
  String $p1 = 's',
) inherits c1 {
  notify { 'c3-n1': tag => ['beta', 'gamma'], noop => false }
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  notify { ['c3-n2', 'c3-n3', 'c3-n4']: withpath => false, message => 'world' }
}
@user {
  default: tag => 'web', uid => '300';
  'user1': managehome => true, uid => 1001;
  'user2': tag => ['beta', 'alpha'], ensure => 'present';
  'user3': tag => 'web';
}
file { ['/tmp/f1', '/tmp/f2']: mode => '0600', noop => false }
user { 'user4': loglevel => 'warning', managehome => false }
@notify {
  default: withpath => false, require => File['/tmp/f1'];
  'n1': loglevel => 'warning', withpath => false;
  'n2': subscribe => File['/tmp/f2'], require => User['user4'];
}
