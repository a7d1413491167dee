define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
  String $p2 = 's',
) {
  d1 { 'c1-d1-n1': level => 7, msg => 'v2' }
  if defined(Notify['c1-d1-n1-d11']) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: loglevel => 'info', notify => Notify['c1-d1-n1-d11'] }
}
class c2 inherits c1 {
  Notify['c1-d1-n1-d11'] { tag +> ['db', 'beta'] }
  notify { 'c2-n1': noop => false, message => 'x y' }
  d1 { 'c2-d1-n1': msg => 'v1' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class { 'c1': p1 => true }
Service { subscribe => Class['c1'], notify => Package['c1-pkg1'] }
User <| message == 'world' and message == 'hello' |> { tag => 'gamma' }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => undef, subscribe => Class['c1'] }
File <|  |> { noop => true }
$v24 = [1, 2]
exec { 'run1': subscribe => Package['c1-pkg1'], refreshonly => true }
notify { 'n2': before => Exec['run1'] }
service { ['svc1', 'svc2']: tag => ['alpha', 'gamma'], before => Package['c1-pkg3'] }
Exec['run1'] { before +> Service['svc1'] }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
[Notify['n2'], Package['c1-pkg3']] -> File <| tag != 'alpha' |> <~ Notify['n1']
if defined(Exec['run1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
service { 'svc3': tag => ['alpha', 'web'], notify => Class['c1'] }
if defined(Notify['c1-d1-n1-d11']) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
if defined('c2') {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
