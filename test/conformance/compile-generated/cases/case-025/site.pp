define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'beta' }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
  Array[String] $p3 = [],
) {
  notify { 'c1-n1': withpath => true, * => {  } }
  notify { 'c1-n2': message => 'x y', loglevel => 'warning' }
}
d2 { ['d2-n1', 'd2-n2']: level => 'v1' }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { subscribe => Notify['d2-n1-d22'], notify => Notify['d2-n1-d21'] }
notify { 'n1': subscribe => Notify['d2-n1-d21'], message => "${module_name} says hi" }
exec {
  default: command => '/usr/bin/env echo hi', noop => false, notify => [Notify['d2-n1-d21'], Notify['d2-n2-d21']];
  'run1': tag => 'beta';
}
$v15 = 'val'
$v16 = [1, 2]
user { 'user1': loglevel => 'warning', shell => '/bin/sh', uid => 30 }
service { ['svc1', 'svc2', 'svc3']: noop => false, tag => 'web' }
notify { 'n2': withpath => false, before => User['user1'], require => [Notify['d2-n2-d21'], Notify['d2-n1-d22']] }
notify {
  default: message => 42;
  'n3': tag => 'db';
  'n4': loglevel => 'warning';
  'n5': message => true, tag => ['gamma', 'beta'];
}
@package { 'pkg1': loglevel => 'warning', noop => true }
Notify { message => "${facts[hostname]} says hi", before => Notify['d2-n1-d21'] }
realize(Package['pkg1'])
require c1
notify { 'n6': before => Notify['d2-n2-d21'], * => { 'loglevel' => 'info' } }
d1 { 'd1-n1': extra => 'v1', level => 'v2' }
