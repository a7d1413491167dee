stage { 'pre': before => Stage['main'] }
Service <| title == 'n1' |> <~ Notify <| message == 'x y' or tag == 'db' |>
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'beta'
$v5 = { 'k' => 'v' }
$v6 = 'val'
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n1': message => '' }
notify { 'n2': withpath => false, loglevel => 'info' }
package { 'pkg1': require => Notify['n2'], before => Notify['n2'] }
Notify <| tag == 'db' |>
tag 'beta'
Package['pkg1'] { tag => 'web' }
realize([Notify['n1']])
Notify['n2'] <- Notify['n2'] <- [Notify['n2'], Notify['n1']]
[Notify['n1']] -> Package['pkg1']
package { 'pkg2': subscribe => Notify['n2'] }
Service { subscribe => [Notify['n1'], Package['pkg1']] }
Notify <| tag != 'web' |> { tag => ['web', 'gamma'] }
Notify['n2'] -> Notify <| message == 'hello' and title == 'pkg2' |> ~> Package['pkg2']
Notify <| message == 42 |>
exec { 'run1': command => '/usr/bin/env echo hi', notify => Package['pkg2'] }
File { noop => true, before => Exec['run1'] }
$v25 = { 'k' => 'v' }
notify { 'n3': noop => true }
realize([Notify['n1']])
Package <| tag == 'db' |>
Exec['run1'] -> Exec['run1'] -> [Exec['run1']]
@@file { '/tmp/f1': require => Notify['n2'] }
notify { 'n4': tag => 'alpha', before => [Notify['n3']] }
