define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
notify { 'n1': tag => 'web', * => {  } }
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['alpha', 'web'], require => Notify['n1'], noop => true }
service { ['svc1', 'svc2']: tag => ['web', 'db'], before => Notify['n1'] }
file { '/tmp/f1': before => Exec['run1'], content => "line\n" }
[Service['svc1'], File['/tmp/f1']] ~> File['/tmp/f1']
user { 'user1': loglevel => 'warning', require => Exec['run1'] }
@@user { 'user2': before => [Service['svc2'], Exec['run1']], groups => 'users', managehome => true }
tag 'beta'
Exec { tag => ['db', 'web'], before => Notify['n1'] }
tag 'alpha'
User { groups => [], notify => [Service['svc1'], File['/tmp/f1']] }
tag 'beta'
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc1'] <~ [File['/tmp/f1'], Exec['run1'], User['user1']]
Service <|  |>
d1 { 'd1-n1': level => 'v2' }
notify { ['n2', 'n3']: message => undef }
Service <| ensure == 'running' and ensure == 'directory' |>
[User['user1'], Exec['run1'], Notify['d1-n1-d12']] ~> Service['svc1'] ~> Exec['run1']
@user { 'user3': tag => ['alpha', 'web'] }
file { '/tmp/f2': owner => 'root', noop => false }
exec {
  default: timeout => 1001, noop => false;
  'run2': timeout => 1001;
  'run3': command => '/bin/true', timeout => 30;
  'run4': command => '/usr/bin/env echo hi', loglevel => 'warning';
}
notify { ['n4', 'n5', 'n6']: tag => 'alpha' }
