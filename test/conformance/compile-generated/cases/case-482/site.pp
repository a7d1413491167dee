define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $extra, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  Enum['a', 'b'] $p2 = 'a',
) {
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'db'
  if defined('notify') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
  Notify { tag => 'alpha', loglevel => 'info' }
}
Notify { tag => ['alpha', 'gamma'], loglevel => 'info' }
@notify { 'n1': message => 'multi
line', withpath => false }
tag 'db'
@notify { 'n2': message => "${module_name} says hi" }
@user { 'user1': uid => '300', tag => ['gamma', 'gamma'] }
File { mode => '0644' }
user { 'user2': groups => ['adm', 'sudo'], loglevel => 'info' }
@@exec { ['run1', 'run2']: command => '/bin/true' }
exec { ['run3', 'run4']: command => '/bin/true', require => User['user2'] }
d2 { 'd2-n1': extra => 'v2' }
contain c1
realize([User['user1']])
User['user2'] <~ [Exec['run4']]
notify { 'n3': withpath => false }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': tag => ['beta', 'web'], withpath => false }
Notify['d2-n1-d22'] -> [Notify['d2-n1-d22']] <~ Class['c1']
User { notify => [User['user1'], Exec['run3']], subscribe => Notify['d2-n1-d21'] }
notify { ['n5', 'n6']: require => [Exec['run4']] }
$v33 = [1, 2]
