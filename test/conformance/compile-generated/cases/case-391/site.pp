class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = true,
) {
  Notify <| title == 'n1' |>
  tag 'alpha'
  notify { 'c1-n1': tag => 'beta', message => 'x y' }
  Notify <| tag == 'gamma' |> { message => ['a', 'b'] }
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 1,
  Array[String] $p3 = [],
) {
  notify { 'c2-n1': message => '' }
  package { 'c2-pkg1': ensure => 'absent', tag => ['db', 'alpha'] }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class { 'c1': p2 => true }
if defined(Notify['c1-n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
contain c1
service { 'svc1': tag => ['beta', 'alpha'], subscribe => Notify['c1-n1'] }
Service['svc1'] { require => Notify['c1-n1'] }
Notify['c1-n1'] <- Service['svc1']
User <| title == 'c1-n1' |>
Service['svc1'] { before => [Service['svc1'], Notify['c1-n1']] }
[Service['svc1']] <- [Notify['c1-n1']] <- Notify['c1-n1']
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', noop => true }
$v21 = { 'k' => 'v' }
Notify <| message == 42 |> { tag => ['gamma', 'web'] }
Service <| ensure == 'present' |> { require +> Notify['c1-n1'] }
contain c2
[Notify['c1-n1'], Exec['run2'], Notify['c2-n1']] -> Exec['run2']
notify { 'n1': tag => ['gamma', 'beta'], loglevel => 'warning', require => Exec['run1'] }
@@notify { ['n2', 'n3', 'n4']: message => 'world' }
require c1
$v29 = { 'k' => 'v' }
notify {
  default: loglevel => 'info';
  'n5': require => Exec['run1'], withpath => true;
}
Exec['run1'] -> Notify['c1-n1']
$v32 = 'val'
Package['c2-pkg1'] -> Service['svc1'] ~> Notify['c2-n1']
