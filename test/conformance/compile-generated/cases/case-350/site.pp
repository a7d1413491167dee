define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 's',
  Array[String] $p2 = ['x'],
  Array[String] $p3 = ['x'],
) {
  Notify { withpath => false }
}
@d1 { ['d1-n1', 'd1-n2']: extra => 'v1' }
D1 <|  |> { require => Notify['ghost'] }
package { 'pkg1': tag => 'gamma' }
$v10 = 'val'
package { ['pkg2', 'pkg3', 'pkg4']: tag => 'web' }
Package['pkg1'] -> Package['pkg2'] <~ Notify <|  |>
notify { 'n1': loglevel => 'warning', tag => ['db', 'alpha'] }
include c1
require c1
d1 { 'd1-n3': level => 'v2', extra => 'v1' }
Notify { withpath => true, notify => Notify['d1-n3-d11'] }
D1 <| tag == 'db' or tag == 'gamma' |>
file { '/tmp/f1': owner => 'root' }
service { 'svc1': ensure => 'running', * => { 'enable' => true } }
