define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
stage { 'pre': before => Stage['main'] }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => "${facts[hostname]} says hi", * => {  } }
notify {
  default: message => 'world';
  'n2': tag => ['alpha', 'db'];
  'n3': require => Notify['n1'], withpath => false;
}
tag 'gamma'
Notify <|  |> { message => '' }
tag 'alpha'
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n1': level => 'v1' }
File { subscribe => Notify['d1-n1-d11'] }
user {
  default: ensure => 'present', subscribe => [Notify['n1'], Notify['n3']];
  'user1': noop => false, notify => Notify['n3'];
  'user2': ensure => 'absent';
  'user3': uid => 30, groups => [];
}
[Notify['d1-n1-d11']] -> Notify['d1-n1-d11']
notify { 'n4': message => "${trusted[certname]} says hi" }
@exec { 'run1': command => '/usr/bin/env echo hi', * => { 'loglevel' => 'info', 'subscribe' => Notify['n3'] } }
package { ['pkg1', 'pkg2', 'pkg3']: before => [Notify['n3'], Notify['n4']] }
Package['pkg2'] -> Notify['n4']
realize(Exec['run1'])
Service { subscribe => Notify['d1-n1-d12'], notify => Notify['d1-n1-d12'] }
exec { 'run2': command => '/usr/bin/env echo hi', before => User['user2'] }
Notify { withpath => true }
