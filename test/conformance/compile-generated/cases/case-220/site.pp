class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
  Integer $p3 = 1,
) {
  tag 'web'
  @user { ['c1-user1', 'c1-user2', 'c1-user3']: tag => ['web', 'alpha'] }
  tag 'db'
  tag 'web'
}
class c2 inherits c1 {
  @file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: tag => ['alpha', 'gamma'] }
  @notify {
    default: loglevel => 'warning';
    'c2-n1': message => true;
  }
  file { '/tmp/c2-f4': tag => ['gamma', 'db'] }
}

