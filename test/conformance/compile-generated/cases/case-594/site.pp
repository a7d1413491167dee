define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  Notify { loglevel => 'info', withpath => false }
  tag 'gamma'
}
notify { 'n1': message => 'multi
line' }
Service <| (tag == 'web' and tag == 'gamma') and title == 'n1' |> -> Notify['n1']
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': noop => false, subscribe => Notify['n1'] }
contain c1
include c1
Package { tag => ['web', 'web'] }
user { 'user2': before => Notify['n1'] }
User { tag => ['web', 'web'] }
notify { ['n2', 'n3', 'n4']: require => User['user1'] }
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi' }
exec { 'run4': refreshonly => false, subscribe => Exec['run1'], before => Notify['n2'] }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user {
  default: tag => 'alpha';
  'user3': loglevel => 'warning';
  'user4': groups => [];
  'user5': require => Notify['n1'];
}
@notify { 'n5': noop => false, tag => ['db', 'web'] }
notify { 'n6': tag => ['gamma', 'alpha'], withpath => true }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
