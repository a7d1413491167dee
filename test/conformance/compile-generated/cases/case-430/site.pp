define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level, tag => 'alpha' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 'one',
) {
  @notify { 'c1-n1': message => "${p1} says hi", tag => 'alpha', loglevel => 'info' }
}
User <| ensure == 'present' |>
Notify { tag => ['web', 'db'] }
user { ['user1', 'user2', 'user3']: loglevel => 'info' }
exec { 'run1': command => '/bin/true', loglevel => 'warning', before => User['user2'], timeout => 1001 }
notify {
  default: message => 42, loglevel => 'info';
  'n1': message => "tab\there";
  'n2': require => [User['user1'], Exec['run1']];
  'n3': tag => ['alpha', 'web'];
}
d1 { ['d1-n1', 'd1-n2']: msg => 7 }
class { 'c1': p2 => 'a' }
Notify['d1-n1-d11'] -> [Notify['n3'], Exec['run1'], Notify['d1-n2-d11']]
Exec['run1'] { require +> User['user2'] }
@notify { 'n4': loglevel => 'warning', tag => ['web', 'alpha'] }
d1 { ['d1-n3', 'd1-n4']: }
Service { hasrestart => false }
tag 'beta'
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| title == 'd1-n3-d11' or tag == 'alpha' |>
service {
  default: tag => 'beta';
  'svc1': ensure => 'running', enable => true;
  'svc2': enable => true;
}
Exec { require => Notify['n1'] }
user { 'user4': loglevel => 'warning', shell => '/bin/sh', groups => ['adm', 'sudo'] }
$v28 = 'val'
Notify['d1-n3-d11'] -> Notify <| tag != 'db' |> -> User['user3']
$v30 = [1, 2]
include c1
realize([Notify['c1-n1'], Notify['n4']])
require c1
[User['user3']] -> Notify['d1-n3-d11']
require c1
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n5': msg => 'v1' }
Notify { message => "tab\there" }
