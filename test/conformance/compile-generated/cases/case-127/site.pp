define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
}
class c1 (
  String $p1 = 'abc',
  Enum['a', 'b'] $p2 = 'b',
) {
  Package { tag => 'web', ensure => 'installed' }
  d2 { 'c1-d2-n1': extra => 'v2' }
}
class c2 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 1,
) {
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  d1 { 'c2-d1-n1': extra => 'v2' }
  Notify { subscribe => Notify['c2-d1-n1-d11'], noop => false }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = false,
  Integer $p3 = 1,
) {
  notify { 'c3-n1': tag => 'db', withpath => false, message => true }
}
d2 { 'd2-n1': extra => 'v2' }
d2 { ['d2-n2', 'd2-n3']: extra => 7 }
d2 { 'd2-n4': extra => 'v1' }
[Notify['d2-n1-d21'], Notify['d2-n3-d21']] ~> Notify['d2-n4-d21']
User <| ensure == 'directory' |>
notify { 'n1': loglevel => 'info' }
if defined(Notify['d2-n2-d21']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c2
service {
  default: subscribe => Class['c2'], hasrestart => true;
  'svc1': noop => true, subscribe => Notify['n1'];
}
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| title == 'd2-n1-d22' |>
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 30 }
Service { require => [Notify['d2-n2-d22'], Exec['run1']] }
@notify { ['n2', 'n3']: require => Notify['d2-n4-d21'], notify => Notify['d2-n2-d21'] }
