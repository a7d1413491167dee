define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
stage { 'pre': before => Stage['main'] }
service {
  default: tag => 'gamma';
  'svc1': tag => ['web', 'alpha'], loglevel => 'info';
  'svc2': loglevel => 'warning';
}
Package <| message == 'hello' |>
d2 { 'd2-n1': level => 7 }
d1 { ['d1-n1', 'd1-n2']: }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc2'] { require => Notify['d1-n1-d11'] }
d2 { 'd2-n2': }
$v14 = { 'k' => 'v' }
user { 'user1': groups => 'users', loglevel => 'warning' }
@notify { ['n1', 'n2']: subscribe => [Notify['d2-n2-d21']], message => 3.5 }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', tag => 'gamma' }
realize(Notify['n1'])
realize(Notify['n2'])
Exec['run2'] { require +> [Notify['d2-n1-in-d11'], User['user1']] }
d1 { 'd1-n3': msg => 7 }
Notify <| ensure == 'running' and tag != 'alpha' |>
Exec { before => Notify['d2-n2-in-d11'], noop => false }
exec { ['run4', 'run5']: command => 'touch /tmp/x', require => Exec['run3'] }
notify { 'n3': tag => ['gamma', 'alpha'], loglevel => 'info', require => Notify['d1-n2-d11'] }
exec { 'run2': }
