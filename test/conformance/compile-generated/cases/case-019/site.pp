define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Array[String] $p1 = [],
  Optional[String] $p2 = 'o',
) {
  exec { 'c1-run1': loglevel => 'info' }
  Notify { withpath => true }
  Exec <| message == 'hello' and message == 'hello' |>
  d1 { 'c1-d1-n1': extra => 'v2' }
}
Notify <| ensure == 'running' and tag == 'alpha' |> { message => true }
file { '/tmp/f1': noop => false, loglevel => 'warning' }
File['/tmp/f1'] -> File['/tmp/f1']
tag 'db'
file { '/tmp/f2': loglevel => 'warning', * => {  } }
file { '/tmp/f3': tag => ['gamma', 'alpha'], notify => File['/tmp/f2'] }
include c1
package {
  default: tag => 'alpha', noop => false;
  'pkg1': before => Notify['c1-d1-n1-d11'], ensure => 'absent';
}
Exec <| tag != 'web' and ensure == 'directory' |>
notify { 'n1': notify => Notify['c1-d1-n1-d11'], * => { 'withpath' => false } }
Notify['n1'] { tag +> 'db' }
include c1
package { ['pkg2', 'pkg3', 'pkg4']: loglevel => 'warning' }
@@package { 'pkg5': notify => Package['pkg4'] }
User <<| tag == 'beta' |>>
