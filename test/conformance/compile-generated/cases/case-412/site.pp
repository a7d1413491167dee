define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
  Boolean $p3 = true,
) {
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n1': noop => true, message => 'x y' }
  @notify {
    default: tag => 'alpha';
    'c1-n2': tag => ['beta', 'db'], withpath => true;
  }
}
class c2 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
) {
  require c1
}
@notify { 'n1': withpath => false }
tag 'gamma'
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('notify') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
realize(Notify['n1'])
@notify { 'n2': message => 'hello', before => Notify['n1'] }
Notify <|  |> -> Notify['n1'] ~> File <| tag == 'web' and ensure == 'directory' |>
require c2
service { 'svc1': before => Notify['n1'], ensure => 'stopped' }
package { ['pkg1', 'pkg2']: notify => Notify['c1-n1'] }
if tagged('beta') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@file {
  default: notify => Package['pkg1'], subscribe => [Service['svc1']];
  '/tmp/f1': notify => Service['svc1'], tag => ['gamma', 'gamma'];
}
Notify <| message == 42 |> -> Package['pkg1'] <~ Notify['n1']
