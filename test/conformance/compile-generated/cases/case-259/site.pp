define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'beta' }
}
class c1 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = ['a', 'b'],
) {
  notify { 'c1-n1': tag => ['db', 'gamma'], withpath => false }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  file { '/tmp/c1-f1': owner => 'root', ensure => 'absent' }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => 'touch /tmp/x', refreshonly => true, loglevel => 'warning' }
}
class c2 {
  Package <| tag != 'alpha' |>
}
require c1
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c2
contain c2
$v15 = 'val'
$v16 = [1, 2]
d1 { ['d1-n1', 'd1-n2']: }
@package { 'pkg1': require => Class['c1'] }
tag 'beta'
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n1', 'n2']: noop => true, message => "${module_name} says hi" }
Notify['n1'] <- Exec['c1-run2'] ~> [Notify['c1-n1']]
exec {
  default: command => 'touch /tmp/x', noop => true;
  'run1': command => '/usr/bin/env echo hi', loglevel => 'info';
}
tag 'web'
exec { ['run2', 'run3', 'run4']: timeout => '300', require => Notify['d1-n2-d11'] }
Exec['c1-run1'] <- [Notify['d1-n1-d11'], Notify['n2']]
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
