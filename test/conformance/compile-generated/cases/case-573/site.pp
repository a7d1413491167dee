define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
class c1 (
  String $p1 = 'abc',
  Optional[String] $p2 = 'o',
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: enable => true }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: noop => true, command => '/usr/bin/env echo hi' }
}
require c1
@d1 { 'd1-n1': level => 'v1' }
$v7 = [1, 2]
d1 { 'd1-n2': }
notify { 'n1': withpath => true }
@notify { 'n2': tag => 'db', message => 'hello' }
Exec['c1-run3'] -> Notify <| tag != 'beta' or title == 'c1-svc1' |>
package { 'pkg1': require => Service['c1-svc2'], tag => ['alpha', 'alpha'], before => Class['c1'] }
$v13 = { 'k' => 'v' }
contain c1
include c1
notify {
  default: subscribe => Class['c1'];
  'n3': message => "tab\there";
  'n4': loglevel => 'warning', tag => ['alpha', 'beta'];
  'n5': subscribe => [Service['c1-svc3'], Notify['d1-n2-d11']];
}
