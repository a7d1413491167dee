notify { 'n1': withpath => false, tag => 'gamma', noop => false }
User { managehome => false }
@exec {
  default: command => '/usr/bin/env echo hi', notify => Notify['n1'];
  'run1': command => '/usr/bin/env echo hi';
  'run2': command => '/usr/bin/env echo hi', noop => false;
  'run3': command => '/usr/bin/env echo hi', noop => false;
}
Exec <| ensure == 'directory' |>
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'alpha'
$v7 = { 'k' => 'v' }
Notify { loglevel => 'info' }
notify { ['n2', 'n3', 'n4']: withpath => true }
Notify['n2'] ~> [Notify['n1'], Notify['n2'], Notify['n4']] ~> Notify <|  |>
package { 'pkg1': tag => ['gamma', 'alpha'], * => {  } }
tag 'gamma'
Notify <| tag == 'db' |> { message => ['a', 'b'] }
file { '/tmp/f1': require => [Notify['n2']] }
realize([Exec['run3'], Exec['run1']])
Notify <| title == 'n1' or tag == 'beta' |> -> File['/tmp/f1'] -> [Notify['n2']]
