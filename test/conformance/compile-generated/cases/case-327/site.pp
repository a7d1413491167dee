class c1 (
  Array[String] $p1 = ['x'],
  Variant[Integer, String] $p2 = 1,
  Variant[Integer, String] $p3 = 'one',
) {
  Notify { message => "${p2} says hi", withpath => false }
}
include c1
Service { loglevel => 'warning' }
require c1
@notify {
  default: noop => false;
  'n1': tag => ['db', 'gamma'];
  'n2': noop => false;
  'n3': tag => ['alpha', 'beta'], loglevel => 'warning';
}
notify { 'n4': message => undef }
Notify { message => '' }
notify { 'n5': before => Notify['n4'] }
Notify <| tag != 'gamma' and ensure == 'directory' |> -> Class['c1']
@service {
  default: before => Notify['n5'];
  'svc1': require => Notify['n4'];
  'svc2': ensure => 'running';
  'svc3': ensure => 'running';
}
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', refreshonly => true, before => Notify['n4'] }
Notify['n4'] <~ Exec['run1'] -> Notify['n5']
User { subscribe => Exec['run1'] }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info', noop => true }
package { 'pkg1': subscribe => Exec['run2'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
