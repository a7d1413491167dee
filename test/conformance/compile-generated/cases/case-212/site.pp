class c1 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 's',
  Enum['a', 'b'] $p3 = 'a',
) {
  Notify { tag => ['web', 'alpha'], noop => false }
}
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['web', 'alpha'], refreshonly => true }
package { 'pkg1': require => Exec['run1'], tag => ['beta', 'gamma'] }
user { 'user1': ensure => 'absent', * => {  } }
User['user1'] <~ User['user1'] ~> Exec['run1']
Exec['run1'] -> Package['pkg1'] <~ File <| title == 'pkg1' |>
class { 'c1': p3 => 'a' }
