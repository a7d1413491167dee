define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}" }
  notify { "${title}-d21": message => $title }
}
class c1 {
  service {
    default: ensure => 'stopped';
    'c1-svc1': enable => true;
    'c1-svc2': noop => true, loglevel => 'warning';
  }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/usr/bin/env echo hi', refreshonly => true }
  service { 'c1-svc3': ensure => 'running' }
  @file { '/tmp/c1-f1': owner => 'www-data', tag => ['db', 'alpha'] }
}
class c2 (
  Integer $p1 = 8080,
  String $p2 = 's',
) {
  Notify { withpath => false }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: tag => 'web' }
  @service { 'c2-svc4': tag => 'beta' }
  notify { ['c2-n1', 'c2-n2']: message => "${p1} says hi" }
}
exec { 'run1': refreshonly => false }
file { '/tmp/f1': require => Exec['run1'], * => {  } }
package { ['pkg1', 'pkg2']: subscribe => Exec['run1'] }
include c1
tag 'alpha'
File <| ensure == 'present' |> { require +> Exec['run1'] }
user {
  default: groups => ['adm', 'sudo'];
  'user1': noop => false, shell => '/bin/sh';
  'user2': require => Service['c1-svc3'];
}
realize(File['/tmp/c1-f1'])
tag 'beta'
Exec['run1'] { before +> [File['/tmp/f1']] }
user { 'user3': noop => false }
notify { 'n1': before => Class['c1'], * => {  } }
if defined(Package['pkg1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': message => true, before => Package['pkg2'] }
