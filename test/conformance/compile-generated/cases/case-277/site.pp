define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 1,
  Boolean $p3 = false,
) {
  d2 { 'c1-d2-n1': msg => 'v1' }
  package { ['c1-pkg1', 'c1-pkg2']: ensure => 'latest', tag => ['gamma', 'alpha'] }
  package { 'c1-pkg3': notify => Notify['c1-d2-n1-d21'], subscribe => Notify['c1-d2-n1-d21'], before => Notify['c1-d2-n1-d21'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  d2 { 'c2-d2-n1': level => 'v2' }
  require c1
  exec { ['c2-run1', 'c2-run2', 'c2-run3']: notify => Notify['c2-d2-n1-d21'], command => '/usr/bin/env echo hi' }
  service { 'c2-svc1': noop => false, before => Notify['c2-d2-n1-d21'], subscribe => Notify['c2-d2-n1-d21'] }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
) inherits c2 {
  Package['c1-pkg2'] { tag => 'web' }
  File <| title == 'n1' and tag == 'gamma' |>
  Notify { tag => 'web', message => 'world' }
  User <| tag == 'db' or tag != 'alpha' |>
  notify { 'c3-n1': tag => 'alpha' }
}

