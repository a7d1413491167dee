define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
class c1 {
  tag 'web'
  tag 'beta'
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
Notify['d1-n1-d11'] ~> [Notify['d1-n1-d11']]
Notify { require => Notify['d1-n2-d11'] }
d1 { 'd1-n3': msg => 'v1' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': before => Notify['d1-n2-d11'] }
d1 { 'd1-n4': }
Package['pkg1'] <~ Notify['d1-n2-d11']
$v15 = { 'k' => 'v' }
file { '/tmp/f1': noop => true }
package { 'pkg2': loglevel => 'info' }
@file { '/tmp/f2': ensure => 'absent', tag => 'beta' }
$v19 = [1, 2]
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify { loglevel => 'info' }
$v23 = [1, 2]
@package { 'pkg3': loglevel => 'info' }
d1 { ['d1-n5', 'd1-n6']: msg => 'v2' }
service {
  default: before => Notify['d1-n5-d11'];
  'svc1': noop => true, tag => ['db', 'alpha'];
}
include c1
Package['pkg1'] -> File <| title == 'pkg1' |> -> Notify['d1-n5-d11']
notify { 'n1': notify => File['/tmp/f1'], require => [Notify['d1-n4-d11']], tag => ['beta', 'beta'] }
user { ['user1', 'user2', 'user3']: groups => 'users', before => Notify['d1-n4-d11'] }
realize(Package['pkg3'])
realize(File['/tmp/f2'])
User['user2'] { noop => false }
d1 { 'd1-n7': }
$v35 = { 'k' => 'v' }
