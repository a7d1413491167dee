define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $msg }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 'abc',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: withpath => false }
  service { 'c1-svc1': loglevel => 'warning', * => {  } }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = true,
  Boolean $p2 = true,
) {
  tag 'alpha'
  notify { ['c2-n1', 'c2-n2']: loglevel => 'info' }
  user { 'c2-user1': ensure => 'absent' }
}
$v16 = 'val'
d1 { 'd1-n1': }
user { 'user1': noop => true }
Notify['d1-n1-d12'] -> Notify['d1-n1-d11']
d1 { 'd1-n2': msg => 'v2' }
User['user1'] ~> Notify['d1-n2-d12'] <- File <| (ensure == 'present' and title == 'user1') and tag == 'db' |>
user { 'user2': tag => 'db', * => { 'notify' => Notify['d1-n2-d11'] } }
notify {
  default: message => 'multi
line', require => Notify['d1-n2-d11'];
  'n1': tag => ['web', 'beta'];
  'n2': message => "${trusted[certname]} says hi";
  'n3': subscribe => User['user1'];
}
notify {
  default: tag => ['gamma', 'db'];
  'n4': tag => ['beta', 'alpha'];
  'n5': message => "tab\there", tag => 'alpha';
  'n6': subscribe => Notify['d1-n2-d11'];
}
include c1
Notify['d1-n2-d12'] -> Notify['n4']
