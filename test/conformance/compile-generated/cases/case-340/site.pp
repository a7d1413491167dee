define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  Service { hasrestart => false }
  exec { 'c1-run1': command => 'touch /tmp/x', * => { 'path' => ['/bin', '/usr/bin'] } }
  tag 'alpha'
}
file { '/tmp/f1': tag => 'beta' }
notify { 'n1': tag => ['web', 'alpha'], loglevel => 'warning' }
service { 'svc1': tag => ['gamma', 'web'] }
notify { ['n2', 'n3', 'n4']: message => 'world', notify => File['/tmp/f1'] }
tag 'alpha'
Package { tag => ['web', 'web'], noop => false }
include c1
Notify['n4'] ~> Notify['n4']
notify { 'n5': withpath => true, message => true, loglevel => 'info' }
Package <| ensure == 'directory' |> { noop => true }
user { 'user1': groups => ['adm', 'sudo'] }
contain c1
Notify <| tag == 'beta' |> { message => 'multi
line' }
d1 { 'd1-n1': msg => 'v2' }
exec { 'run1': command => 'touch /tmp/x', require => Notify['n2'] }
service { 'svc2': enable => true, loglevel => 'info' }
@exec { 'run2': command => '/usr/bin/env echo hi', notify => Notify['n1'] }
d1 { 'd1-n2': msg => 'v1' }
service { 'svc3': enable => false, * => {  } }
user { 'user2': tag => 'db', loglevel => 'warning' }
user { 'user3': before => Service['svc3'], notify => Exec['run1'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c1
d1 { 'd1-n3': msg => 7 }
[Notify['d1-n3-d11'], Exec['run1'], Notify['n2']] -> [Exec['run1'], Service['svc3']] -> Notify['n4']
notify { 'n6': message => "${facts[hostname]} says hi", * => {  } }
@notify { 'n7': require => User['user3'], message => true, withpath => true }
File['/tmp/f1'] { before +> [Service['svc2']] }
