define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  exec {
    default: loglevel => 'warning';
    'c1-run1': command => 'touch /tmp/x', loglevel => 'info';
    'c1-run2': command => '/bin/true', refreshonly => false;
    'c1-run3': loglevel => 'info';
  }
  Notify <| title == 'n1' and ensure == 'present' |> { message => 3.5 }
  tag 'alpha'
}
class c2 (
  Integer $p1 = 8080,
) inherits c1 {
  Exec['c1-run3'] { noop +> 'gamma' }
  @user { 'c2-user1': groups => ['adm', 'sudo'], tag => 'db' }
  Notify { tag => 'web' }
}
notify { ['n1', 'n2']: message => "${trusted[certname]} says hi", loglevel => 'info' }
Notify['n2'] { withpath => true }
d1 { 'd1-n1': level => 'v1' }
notify { ['n3', 'n4', 'n5']: message => 42, tag => ['gamma', 'db'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': mode => '0600', loglevel => 'info', tag => 'gamma' }
Notify { message => 'x y', withpath => true }
Notify <| message == 'x y' |> -> File <| ensure == 'directory' |>
package {
  default: loglevel => 'info', ensure => 'latest';
  'pkg1': noop => true, loglevel => 'warning';
  'pkg2': require => Notify['n3'];
}
d2 { 'd2-n1': level => 'v2' }
Notify['n2'] <- File['/tmp/f1'] -> Notify['n1']
@service { 'svc1': enable => true }
[Package['pkg1'], Notify['d2-n1-d21'], Notify['d1-n1-d11']] -> Notify['n3']
contain c1
Package['pkg1'] -> Notify['n2'] <- [File['/tmp/f1'], Notify['n3']]
package { 'pkg3': notify => Notify['d2-n1-in-d11'], tag => ['alpha', 'db'] }
file {
  default: mode => '0755', ensure => 'present';
  '/tmp/f2': mode => '0600';
}
Service <| tag != 'beta' |>
package {
  default: before => Exec['c1-run3'];
  'pkg4': loglevel => 'info';
  'pkg5': before => Notify['d2-n1-in-d11'], ensure => 'installed';
  'pkg6': tag => ['db', 'beta'], loglevel => 'info';
}
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n6': notify => Package['pkg4'] }
realize(Service['svc1'])
require c1
@@notify { 'n7': subscribe => Exec['c1-run2'], before => Notify['n2'] }
Notify <| message == 42 |>
Service <| ensure == 'present' |>
notify { 'd2-n1-in-d11': }
