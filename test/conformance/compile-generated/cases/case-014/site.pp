define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
  Optional[String] $p3 = 'o',
) {
  Notify { message => ['a', 'b'], withpath => false }
}
Notify { withpath => true, message => "${trusted[certname]} says hi" }
@@notify { ['n1', 'n2', 'n3']: loglevel => 'warning' }
package { 'pkg1': noop => false, ensure => 'absent' }
file {
  default: subscribe => Package['pkg1'];
  '/tmp/f1': before => Package['pkg1'];
  '/tmp/f2': owner => 'www-data', ensure => 'present';
  '/tmp/f3': owner => 'www-data', noop => true;
}
Package <| (tag == 'alpha' or tag == 'gamma') and ensure == 'running' |>
file { '/tmp/f4': owner => 'www-data' }
@exec { ['run1', 'run2']: loglevel => 'info', subscribe => File['/tmp/f1'] }
Exec <| ensure == 'directory' and title == 'pkg1' |> { noop => false }
if defined(File['/tmp/f4']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
notify { ['n4', 'n5', 'n6']: message => "${facts[hostname]} says hi" }
Exec <| ensure == 'running' |>
File['/tmp/f4'] { tag +> 'alpha' }
Notify <| message == 42 |> { require => Package['pkg1'] }
user { 'user1': groups => ['adm', 'sudo'], ensure => 'absent' }
User { before => File['/tmp/f4'], managehome => true }
