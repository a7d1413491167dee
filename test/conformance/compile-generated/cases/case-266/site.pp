define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
d1 { 'd1-n1': msg => 7 }
notify { 'n1': message => 'multi
line' }
tag 'web'
Notify { tag => ['alpha', 'gamma'] }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| (ensure == 'directory' or ensure == 'running') and ensure == 'directory' |>
user { 'user1': require => Notify['d1-n1-d11'], groups => [] }
notify { 'n2': subscribe => User['user1'], message => 'x y' }
file { '/tmp/f1': require => Notify['d1-n1-d12'] }
@user {
  default: before => [Notify['n2']];
  'user2': tag => ['gamma', 'gamma'];
}
exec { ['run1', 'run2', 'run3']: subscribe => Notify['n2'], timeout => '300' }
Exec['run2'] { tag +> 'db' }
d1 { ['d1-n2', 'd1-n3']: msg => 'v2' }
