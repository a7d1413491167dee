define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
@file { '/tmp/f1': mode => '0755', tag => ['alpha', 'web'] }
d1 { 'd1-n1': }
Notify <|  |> -> Notify['d1-n1-d11'] ~> Notify['d1-n1-d11']
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { ensure => 'installed' }
realize([File['/tmp/f1']])
user { 'user1': noop => true, uid => 30 }
exec { 'run1': tag => 'gamma', refreshonly => true, before => User['user1'] }
Notify { require => File['/tmp/f1'] }
notify { 'n1': require => User['user1'], loglevel => 'info' }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n2': level => 'v1' }
@d1 { 'd1-n3': level => 7 }
@@exec { 'run2': command => '/bin/true', refreshonly => true, notify => Notify['d1-n2-d11'], before => Notify['d1-n2-d11'] }
file { '/tmp/f2': tag => ['web', 'alpha'], notify => [User['user1'], File['/tmp/f1']] }
user { 'user2': subscribe => Notify['d1-n1-d11'], groups => [] }
$v20 = { 'k' => 'v' }
notify {
  default: noop => false, loglevel => 'warning';
  'n2': message => ['a', 'b'];
  'n3': tag => ['beta', 'db'];
  'n4': require => Exec['run1'];
}
@exec {
  default: loglevel => 'warning', noop => true;
  'run3': command => 'touch /tmp/x', tag => 'db';
  'run4': subscribe => [Notify['n1']], timeout => 30;
  'run5': command => '/usr/bin/env echo hi', notify => [Notify['n2'], Notify['n1']], before => Notify['n3'];
}
