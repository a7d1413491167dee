define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
  Array[String] $p3 = [],
) {
  user {
    default: ensure => 'present';
    'c1-user1': shell => '/bin/bash';
    'c1-user2': tag => ['web', 'web'], noop => true;
    'c1-user3': tag => ['alpha', 'beta'], groups => ['adm', 'sudo'];
  }
  tag 'web'
  notify { 'c1-n1': message => "${p2} says hi" }
  tag 'web'
}
class c2 (
  String $p1 = 'x y',
) {
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: loglevel => 'info' }
  File { loglevel => 'warning', tag => 'beta' }
  notify { 'c2-n1': tag => ['web', 'db'] }
}
exec { 'run1': command => 'touch /tmp/x', * => { 'noop' => false } }
@notify { 'n1': notify => Exec['run1'] }
service {
  default: tag => ['alpha', 'db'], require => Exec['run1'];
  'svc1': loglevel => 'info', require => Exec['run1'];
  'svc2': ensure => 'running', notify => Exec['run1'];
  'svc3': before => Exec['run1'], enable => false;
}
package { 'pkg1': notify => Service['svc2'] }
Notify <| (message == 'hello' and tag == 'web') and message == 'hello' |>
if defined(Service['svc1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@package { 'pkg2': require => [Service['svc2']], loglevel => 'info' }
$v24 = [1, 2]
Exec { require => Exec['run1'], tag => ['beta', 'db'] }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n1': }
$v29 = { 'k' => 'v' }
notify { 'n2': withpath => true, * => {  } }
file { '/tmp/f1': owner => 'www-data' }
notify { 'n3': require => Service['svc1'], * => {  } }
class { 'c2': p1 => 'x y' }
notify { 'n4': subscribe => File['/tmp/f1'] }
exec { 'run2': before => Notify['d1-n1-d11'], subscribe => Notify['d1-n1-d11'] }
file { '/tmp/f2': tag => ['gamma', 'beta'] }
