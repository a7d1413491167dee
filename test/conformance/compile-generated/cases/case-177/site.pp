define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'db' }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  String $p1 = 'x y',
  Integer $p2 = 80,
  Integer $p3 = 80,
) {
  exec { 'c1-run1': command => '/bin/true', tag => 'gamma' }
}
File { tag => ['web', 'alpha'], ensure => 'absent' }
class { 'c1': p2 => 80 }
exec { 'run1': command => 'touch /tmp/x', tag => 'gamma' }
User <|  |>
package { 'pkg1': tag => ['db', 'web'], subscribe => [Exec['run1']], require => Exec['c1-run1'] }
user { 'user1': notify => [Package['pkg1']], subscribe => Exec['c1-run1'] }
Notify { withpath => true, tag => 'alpha' }
package { 'pkg2': before => User['user1'], * => { 'ensure' => '1.2.3' } }
tag 'db'
$v17 = { 'k' => 'v' }
Package { require => Exec['run1'], noop => false }
Notify <|  |> { require => Exec['c1-run1'] }
notify { 'n1': notify => Package['pkg1'], * => {  } }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
notify { ['n2', 'n3', 'n4']: subscribe => [Exec['run1'], Package['pkg2']] }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
