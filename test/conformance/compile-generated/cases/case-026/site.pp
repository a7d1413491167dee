define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
  d1 { "${name}-in": }
}
file { '/tmp/f1': owner => 'root', loglevel => 'warning', content => "line\n" }
File['/tmp/f1'] { before => File['/tmp/f1'] }
File['/tmp/f1'] <- File['/tmp/f1']
File['/tmp/f1'] { require => File['/tmp/f1'] }
Notify <| message == 'x y' |>
File['/tmp/f1'] { noop => true }
d2 { 'd2-n1': extra => 'v2' }
d1 { 'd1-n1': level => 'v2' }
@package { ['pkg1', 'pkg2']: subscribe => Notify['d2-n1-in-d11'], tag => ['web', 'alpha'] }
exec { 'run1': command => 'touch /tmp/x', require => File['/tmp/f1'], noop => true }
Package <| tag == 'db' |>
Exec { path => ['/bin', '/usr/bin'] }
realize([Package['pkg1']])
notify { 'n1': loglevel => 'info', tag => ['alpha', 'db'] }
tag 'web'
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: before => Notify['d2-n1-d21'], subscribe => Notify['d2-n1-d21'] }
[Notify['d1-n1-d11']] -> File['/tmp/f4']
d1 { ['d1-n2', 'd1-n3']: extra => 'v2' }
package { 'pkg3': notify => [Notify['d1-n1-d11']] }
Package <| ensure == 'directory' |> { tag +> ['beta', 'beta'] }
notify { 'n2': loglevel => 'warning' }
File['/tmp/f1'] ~> Notify <| ensure == 'directory' |> -> File['/tmp/f4']
[Exec['run1']] -> File['/tmp/f1']
d1 { 'd1-n4': extra => 7 }
Package['pkg3'] { tag +> 'db' }
