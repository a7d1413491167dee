define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
Notify <| title == 'n1' |> ~> Service <| title == 'n1' |>
service { 'svc1': tag => 'db', ensure => 'stopped', enable => true }
Exec <| message == 'hello' |>
Package <| tag == 'alpha' |>
package { 'pkg1': loglevel => 'warning', tag => ['beta', 'gamma'] }
Service['svc1'] { noop => false }
d1 { 'd1-n1': }
service { 'svc2': require => Service['svc1'], * => {  } }
exec { 'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], refreshonly => true }
Notify <| ensure == 'present' and tag != 'alpha' |>
tag 'web'
User { ensure => 'present' }
service { ['svc3', 'svc4', 'svc5']: subscribe => Notify['d1-n1-d11'] }
d1 { ['d1-n2', 'd1-n3']: msg => 'v1' }
exec { 'run2': command => 'touch /tmp/x', loglevel => 'info', require => Notify['d1-n1-d11'] }
d1 { 'd1-n4': msg => 'v1' }
tag 'gamma'
tag 'alpha'
Service['svc4'] { tag => ['web', 'web'] }
@file { '/tmp/f1': require => Exec['run1'], subscribe => [Notify['d1-n1-d11'], Notify['d1-n4-d11']], tag => ['db', 'db'] }
realize(File['/tmp/f1'])
Exec['run1'] <~ Notify <| (title == 'svc1' or tag == 'db') and ensure == 'running' |> -> Exec['run2']
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': noop => false }
notify { 'n2': subscribe => Service['svc2'] }
