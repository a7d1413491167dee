define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
@user { 'user1': tag => ['db', 'web'] }
User <| title == 'n1' and message == 'hello' |> { tag +> 'web' }
@file { '/tmp/f1': tag => ['db', 'alpha'], loglevel => 'warning' }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v8 = { 'k' => 'v' }
@package { 'pkg1': loglevel => 'warning' }
Notify { withpath => true }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
Notify['d1-n2-d12'] <- Notify['d1-n1-d12'] <- Notify['d1-n1-d12']
$v13 = { 'k' => 'v' }
@user { 'user2': before => [Notify['d1-n2-d11'], Notify['d1-n2-d12']], ensure => 'present', subscribe => [Notify['d1-n2-d12'], Notify['d1-n1-d12']] }
@user {
  default: tag => ['alpha', 'beta'];
  'user3': loglevel => 'warning', noop => true;
  'user4': require => Notify['d1-n1-d12'];
}
Notify { message => "${trusted[certname]} says hi" }
exec { ['run1', 'run2', 'run3']: command => '/bin/true', notify => Notify['d1-n1-d12'], before => Notify['d1-n1-d11'] }
file { '/tmp/f2': content => 'data', notify => [Exec['run2']], owner => 'root' }
exec { 'run4': subscribe => Exec['run2'], command => '/usr/bin/env echo hi', notify => Exec['run1'] }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'warning' }
