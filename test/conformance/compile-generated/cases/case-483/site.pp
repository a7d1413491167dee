class c1 (
  Boolean $p1 = true,
) {
  @notify {
    default: noop => false, withpath => false;
    'c1-n1': message => 42;
    'c1-n2': tag => 'web';
  }
  @user {
    default: tag => 'web', noop => false;
    'c1-user1': groups => ['adm', 'sudo'];
  }
}
class c2 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['a', 'b'],
  Boolean $p3 = false,
) {
  user { 'c2-user1': tag => ['web', 'beta'], groups => ['adm', 'sudo'] }
  contain c1
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
tag 'gamma'
Service <|  |>
tag 'gamma'
package { 'pkg1': tag => 'alpha' }
@service { ['svc1', 'svc2', 'svc3']: loglevel => 'warning', tag => ['alpha', 'db'] }
User { tag => 'web', loglevel => 'warning' }
user {
  default: groups => ['adm', 'sudo'], shell => '/bin/sh';
  'user1': ensure => 'absent';
  'user2': loglevel => 'warning', noop => false;
}
include c1
service { 'svc4': noop => false, require => User['user2'] }
User['user2'] -> Notify['ghost']
