define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web' }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  String $p3 = 'abc',
) {
  @notify { 'c1-n1': tag => 'alpha' }
}
class c2 (
  Optional[String] $p1 = 'o',
) inherits c1 {
  notify { ['c2-n1', 'c2-n2']: tag => 'gamma', noop => true }
  @user {
    default: shell => '/bin/bash';
    'c2-user1': tag => ['alpha', 'alpha'];
  }
  contain c1
  @notify {
    default: noop => false;
    'c2-n3': message => "${p1} says hi", tag => ['db', 'beta'];
    'c2-n4': message => undef, tag => 'db';
  }
}
class c3 (
  String $p1 = 's',
  Integer $p2 = 80,
) {
  @service { ['c3-svc1', 'c3-svc2', 'c3-svc3']: ensure => 'running' }
  if defined('$x') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  user { ['c3-user1', 'c3-user2', 'c3-user3']: shell => '/bin/sh' }
}

