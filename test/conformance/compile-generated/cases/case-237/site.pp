define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
Notify <| tag != 'alpha' |>
Notify <| (tag == 'beta' and message == 'world') and title == 'n1' |> { require +> Notify['ghost'] }
notify { 'n1': tag => 'web', message => ['a', 'b'] }
Exec <| tag != 'gamma' |> { require => Notify['n1'] }
Notify <| ensure == 'present' |> <~ Notify['n1']
tag 'beta'
d2 { 'd2-n1': }
@service { 'svc1': noop => true, ensure => 'running', notify => Notify['d2-n1-d21'] }
[Notify['d2-n1-d21']] ~> [Notify['d2-n1-d21']] -> Service <| (ensure == 'running' and tag != 'alpha') and title == 'd2-n1-d21' |>
$v14 = { 'k' => 'v' }
file { '/tmp/f1': notify => Notify['n1'], content => 'data', ensure => 'present' }
d2 { ['d2-n2', 'd2-n3']: }
File { before => [Notify['d2-n3-in-d11']] }
notify { 'n2': withpath => false }
exec {
  default: command => '/usr/bin/env echo hi', notify => [File['/tmp/f1'], Notify['d2-n2-in-d11']];
  'run1': command => '/usr/bin/env echo hi', require => Notify['d2-n3-in-d11'], notify => Notify['d2-n2-in-d11'];
}
Service <| title == 'd2-n3-in-d11' |> { noop => false }
Service { loglevel => 'info', enable => false }
notify { 'n3': withpath => false, require => Notify['d2-n1-d21'], noop => false }
Service <| message == 'world' |> { require +> Notify['d2-n3-d21'] }
notify { 'n4': loglevel => 'info', * => {  } }
Service <| title == 'n2' |>
notify { 'n5': noop => true, subscribe => Exec['run1'] }
tag 'gamma'
tag 'gamma'
file { '/tmp/f2': loglevel => 'warning', noop => false, before => Notify['d2-n2-in-d11'] }
File['/tmp/f2'] -> File <| ensure == 'present' |> ~> Notify['n4']
notify { 'n6': withpath => true, * => {  } }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec['run1'] { before +> Notify['n4'] }
realize([Service['svc1']])
