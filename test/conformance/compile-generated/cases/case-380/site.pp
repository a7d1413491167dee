define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
$v3 = 'val'
d1 { 'd1-n1': }
notify { 'n1': message => 42, tag => ['beta', 'gamma'] }
$v6 = { 'k' => 'v' }
tag 'alpha'
Notify['n1'] <- Notify['n1'] -> Notify['d1-n1-d11']
notify { ['n2', 'n3', 'n4']: loglevel => 'warning' }
file { '/tmp/f1': tag => ['gamma', 'alpha'], * => {  } }
Exec <| title == '/tmp/f1' and message == 'world' |> { require => Notify['n3'] }
package { 'pkg1': notify => File['/tmp/f1'], * => { 'tag' => 'gamma' } }
package { 'pkg2': notify => Notify['d1-n1-d12'], noop => true }
exec { 'run1': refreshonly => true, require => Notify['d1-n1-d12'], subscribe => [Notify['d1-n1-d11']] }
File <| ensure == 'directory' |>
notify { 'n5': message => 42, * => { 'noop' => true } }
Notify <|  |>
Exec <| title == 'n2' |> { noop => false }
if defined(Notify['n2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
