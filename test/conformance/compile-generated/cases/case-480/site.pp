define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = [],
) {
  notify {
    default: tag => 'web', message => 'world';
    'c1-n1': tag => 'db';
  }
  service { 'c1-svc1': hasrestart => true, tag => ['beta', 'web'], loglevel => 'info' }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c1': p2 => [] }
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| tag == 'web' or ensure == 'running' |>
service {
  default: loglevel => 'warning';
  'svc1': enable => false;
}
user {
  default: require => Notify['c1-n1'], noop => true;
  'user1': uid => 1001, before => Notify['c1-n1'];
  'user2': ensure => 'absent';
}
Package <| ensure == 'directory' |>
Notify { notify => [Service['svc1'], Notify['c1-n1']] }
package { 'pkg1': tag => 'alpha' }
Service['svc1'] { before +> Service['c1-svc1'] }
user { 'user3': uid => 30 }
@exec { 'run1': command => '/bin/true', before => Notify['c1-n1'], tag => ['db', 'gamma'] }
package { 'pkg2': loglevel => 'warning' }
package { ['pkg3', 'pkg4']: before => [User['user3'], User['user1']] }
d1 { 'd1-n1': }
notify { 'n1': message => 'world', subscribe => [Package['pkg4'], Notify['d1-n1-d11']] }
$v26 = { 'k' => 'v' }
file { '/tmp/f1': tag => ['gamma', 'alpha'], mode => '0755' }
User['user3'] { before => Service['c1-svc1'] }
realize([Exec['run1']])
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
$v32 = { 'k' => 'v' }
d1 { ['d1-n2', 'd1-n3']: level => 7 }
Notify['n1'] { withpath => false }
if defined(Exec['run1']) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
Notify { require => [Exec['run1']] }
