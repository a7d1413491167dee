define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 'one',
  Optional[String] $p3 = undef,
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  d1 { 'c1-d1-n1': }
  tag 'web'
  tag 'web'
}
package { ['pkg1', 'pkg2']: noop => false }
user {
  default: groups => [];
  'user1': before => Package['pkg2'];
  'user2': groups => [];
  'user3': notify => Package['pkg1'];
}
class { 'c1': p1 => 'one' }
$v11 = 'val'
User { shell => '/bin/bash', groups => ['adm', 'sudo'] }
$v13 = 'val'
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'];
  'run1': command => 'touch /tmp/x', timeout => 1001, refreshonly => true;
}
Package { loglevel => 'info' }
