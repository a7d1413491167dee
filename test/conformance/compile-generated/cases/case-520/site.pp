define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'alpha' }
}
class c1 (
  String $p1 = 'abc',
) {
  file { '/tmp/c1-f1': tag => ['db', 'db'], mode => '0600' }
  tag 'beta'
  notify { 'c1-n1': tag => 'alpha', noop => false, message => 42 }
  tag 'db'
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 8080,
) inherits c1 {
  exec { 'c2-run1': noop => false }
  notify { ['c2-n1', 'c2-n2']: withpath => true }
}
class c3 (
  Integer $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c3-n1': noop => false, withpath => false, tag => 'alpha' }
  User <| tag != 'beta' or tag != 'alpha' |>
  d1 { 'c3-d1-n1': }
}
notify {
  default: tag => ['beta', 'web'];
  'n1': loglevel => 'info', noop => false;
}
service { 'svc1': ensure => 'stopped', tag => 'web' }
service {
  default: tag => 'db', loglevel => 'warning';
  'svc2': before => Notify['n1'], tag => 'gamma';
  'svc3': loglevel => 'warning', enable => false;
  'svc4': enable => false, before => Notify['n1'];
}
@notify { 'n2': tag => ['db', 'db'], message => ['a', 'b'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec <| message == 'x y' |>
Service['svc2'] ~> [Service['svc1'], Service['svc4']] -> [Service['svc3'], Service['svc2'], Service['svc1']]
Service['svc1'] { noop => true }
Service['svc2'] -> [Service['svc3'], Service['svc1'], Service['svc4']]
file { ['/tmp/f1', '/tmp/f2']: owner => 'www-data', before => Service['svc2'] }
notify { 'n3': subscribe => [Service['svc3'], Service['svc2']], before => Notify['n1'], notify => [Service['svc3']] }
notify { ['n4', 'n5']: withpath => true }
service { 'svc5': require => Service['svc1'], enable => true }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', tag => ['gamma', 'beta'], subscribe => [Notify['n3'], Service['svc4']] }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
require c2
$v35 = 'val'
@service {
  default: hasrestart => false;
  'svc6': notify => Service['svc5'];
}
if defined('$x') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
