define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'web' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'beta'
}
$v8 = 'val'
user { ['user1', 'user2']: loglevel => 'info', groups => [] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': subscribe => User['user1'], loglevel => 'info', notify => User['user1'] }
Notify['n1'] <- User['user2']
tag 'db'
package { 'pkg1': subscribe => Notify['n1'], * => { 'loglevel' => 'warning' } }
notify { 'n2': message => "tab\there", * => {  } }
@@user { 'user3': managehome => false, shell => '/bin/bash', loglevel => 'warning' }
Package { notify => User['user1'] }
exec { 'run1': command => '/usr/bin/env echo hi', tag => 'gamma', before => Notify['n2'] }
$v20 = [1, 2]
Notify <|  |> { message => 3.5 }
user { 'user4': ensure => 'absent', managehome => true }
@user { 'user5': managehome => false, tag => 'alpha' }
User <<| tag != 'alpha' and title == 'n2' |>>
file { '/tmp/f1': mode => '0600' }
@notify { ['n3', 'n4', 'n5']: before => File['/tmp/f1'], noop => true }
Notify['n1'] { tag +> 'alpha' }
Notify { message => 'multi
line' }
