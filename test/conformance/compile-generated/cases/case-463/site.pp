define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
) {
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: loglevel => 'warning' }
  tag 'db'
  File { owner => 'root' }
}
class c2 {
  notify { 'c2-n1': message => '', noop => true }
}
class c3 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = undef,
  Variant[Integer, String] $p3 = 'one',
) {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: noop => true }
  if tagged('db') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
file { '/tmp/f1': loglevel => 'info', * => { 'content' => "${trusted[certname]}" } }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| title == '/tmp/f1' and message == 'world' |>
user { 'user1': subscribe => File['/tmp/f1'], notify => File['/tmp/f1'], shell => '/bin/bash' }
require c2
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n1': noop => true, before => [User['user1']] }
if defined('c2') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { ['n2', 'n3', 'n4']: message => 'x y' }
service {
  default: subscribe => Notify['n2'], loglevel => 'info';
  'svc1': loglevel => 'warning', ensure => 'stopped';
  'svc2': subscribe => [User['user1'], Notify['n1']];
}
service {
  default: tag => 'gamma';
  'svc3': hasrestart => false;
  'svc4': require => Notify['c2-n1'];
}
Exec <| tag != 'alpha' or tag != 'gamma' |> { tag +> 'beta' }
User['user1'] { noop => false }
user { ['user2', 'user3']: before => Notify['n3'], tag => 'beta' }
include c2
Notify <| title == 'user1' and message == 42 |>
Notify['n4'] { tag +> ['alpha', 'gamma'] }
