define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
Exec { tag => 'alpha' }
file { ['/tmp/f1', '/tmp/f2']: content => 'data', tag => 'beta' }
Exec <| tag != 'gamma' |>
@exec { 'run1': command => '/bin/true', require => File['/tmp/f1'], refreshonly => false }
File['/tmp/f2'] <~ File['/tmp/f1'] ~> File['/tmp/f2']
$v7 = { 'k' => 'v' }
tag 'db'
notify { ['n1', 'n2']: noop => true, subscribe => File['/tmp/f1'] }
tag 'gamma'
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v13 = [1, 2]
[Notify['n1'], Notify['n2'], File['/tmp/f2']] <~ Notify['n2']
notify { 'n3': require => File['/tmp/f1'], notify => File['/tmp/f2'] }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
exec { 'run2': command => 'touch /tmp/x', loglevel => 'warning', tag => 'gamma' }
$v18 = [1, 2]
realize([Exec['run1']])
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n4', 'n5', 'n6']: message => true }
realize([Exec['run1']])
d1 { 'd1-n3': }
Notify['n1'] { tag +> ['web', 'beta'] }
Exec <| tag != 'beta' or message == 'x y' |>
realize([Exec['run1']])
@notify { 'n7': noop => false, before => File['/tmp/f2'] }
File { subscribe => Notify['n1'] }
file { '/tmp/f3': ensure => 'file' }
Notify <|  |>
file { '/tmp/f4': tag => ['beta', 'beta'], owner => 'root' }
File <|  |> <- [File['/tmp/f4']]
