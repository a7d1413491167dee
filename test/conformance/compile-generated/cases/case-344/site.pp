define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => "${name}: ${level}" }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = false,
  String $p3 = 'abc',
) {
  notify { 'c1-n1': message => "${p2} says hi", * => {  } }
  service { 'c1-svc1': hasrestart => false, tag => ['db', 'beta'] }
  notify { 'c1-n2': tag => ['beta', 'web'], loglevel => 'info' }
}
class c2 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
) {
  Package <| (ensure == 'present' and title == 'n1') and message == 42 |>
  user { 'c2-user1': tag => ['beta', 'alpha'] }
  notify { 'c2-n1': message => 3.5, tag => ['beta', 'web'] }
}
service { 'svc1': noop => true, tag => 'web' }
@@user { ['user1', 'user2', 'user3']: require => Service['svc1'] }
d2 { 'd2-n1': }
notify { 'n1': notify => Notify['d2-n1-in-d11'], tag => ['web', 'web'], noop => false }
file { '/tmp/f1': noop => false, tag => ['beta', 'db'], mode => '0644' }
d1 { 'd1-n1': }
user {
  default: tag => 'gamma', ensure => 'present';
  'user4': tag => 'beta';
  'user5': before => Notify['d2-n1-in-d12'];
  'user6': noop => false, uid => 1001;
}
notify { ['n2', 'n3', 'n4']: message => 'x y' }
[User['user4']] <~ [Notify['d1-n1-d12']] ~> User['user5']
service {
  default: before => Notify['d2-n1-d22'];
  'svc2': subscribe => [Notify['n2'], Notify['n3']];
  'svc3': loglevel => 'info', hasrestart => false;
  'svc4': noop => false;
}
@@file {
  default: require => Service['svc2'];
  '/tmp/f2': noop => false;
  '/tmp/f3': require => User['user6'];
  '/tmp/f4': subscribe => Notify['d2-n1-in-d12'];
}
file { '/tmp/f5': before => Notify['n3'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User['user5'] <- [Notify['n4']] <- User['user6']
notify { ['n5', 'n6']: message => "${trusted[certname]} says hi", tag => ['db', 'gamma'] }
@notify { 'n7': subscribe => Notify['n1'], require => [Notify['n1']], notify => Notify['d1-n1-d11'] }
exec {
  default: command => '/bin/true', subscribe => [User['user5']];
  'run1': command => '/bin/true', refreshonly => false, timeout => 1001;
  'run2': tag => ['alpha', 'web'];
  'run3': subscribe => User['user4'];
}
