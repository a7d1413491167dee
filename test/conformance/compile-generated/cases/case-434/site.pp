define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $extra }
}
tag 'web'
$v4 = { 'k' => 'v' }
package { 'pkg1': tag => 'gamma' }
Notify <| ensure == 'present' |> { require +> Package['pkg1'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| title == 'pkg1' |> { message => ['a', 'b'] }
notify { 'n1': before => Package['pkg1'], * => { 'withpath' => false } }
User { loglevel => 'info', tag => ['gamma', 'alpha'] }
Notify['n1'] { noop => false }
Notify['n1'] { tag => 'alpha' }
Package['pkg1'] { before +> [Package['pkg1']] }
tag 'gamma'
d1 { 'd1-n1': }
service { 'svc1': tag => ['gamma', 'gamma'] }
Service['svc1'] { noop => false }
Notify['n1'] { require => Package['pkg1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data', ensure => 'directory' }
@d1 { 'd1-n2': extra => 'v2' }
Service['svc1'] { before +> [Notify['d1-n1-d12']] }
exec { 'run1': command => '/usr/bin/env echo hi', require => [Notify['d1-n1-d11']] }
[Notify['d1-n1-d12']] <~ File['/tmp/f1'] -> Notify['d1-n1-d11']
d1 { 'd1-n3': }
notify {
  default: loglevel => 'info', message => '';
  'n2': before => File['/tmp/f1'];
}
Notify <| ensure == 'directory' and message == 'x y' |>
realize([D1['d1-n2']])
realize([D1['d1-n2']])
File <| ensure == 'directory' |> <~ File['/tmp/f3']
Notify { loglevel => 'info' }
if defined(Notify['d1-n3-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/f3'] ~> Service['svc1'] -> [Notify['d1-n3-d12'], Package['pkg1'], Notify['d1-n3-d11']]
Package['pkg1'] ~> File['/tmp/f2'] -> Notify['n2']
File <| message == 42 |>
if tagged('web') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
