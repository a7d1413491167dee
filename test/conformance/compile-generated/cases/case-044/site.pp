define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'gamma' }
}
class c1 {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service { 'c1-svc1': ensure => 'running', noop => false }
  service { 'c1-svc2': enable => true, tag => ['alpha', 'web'], loglevel => 'info' }
  Notify <| message == 'world' |>
}
class c2 (
  Integer $p1 = 1,
) {
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  if defined('c1') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
  service { ['c2-svc1', 'c2-svc2']: noop => true }
}
class c3 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = [],
  Variant[Integer, String] $p3 = 'one',
) inherits c1 {
  Service['c1-svc2'] { noop +> ['alpha', 'web'] }
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if tagged('web') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
}
exec { 'run1': command => '/bin/true' }
Exec['run1'] -> Exec['run1']
file { '/tmp/f1': require => Exec['run1'] }
realize(Notify['ghost'])
