class c1 (
  String $p1 = 'x y',
  Boolean $p2 = false,
  Variant[Integer, String] $p3 = 'one',
) {
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { ['c1-n1', 'c1-n2']: loglevel => 'warning' }
  user {
    default: loglevel => 'info';
    'c1-user1': managehome => true, ensure => 'absent';
    'c1-user2': tag => 'gamma';
    'c1-user3': ensure => 'present', managehome => false;
  }
}
class c2 (
  Boolean $p1 = true,
) {
  service { 'c2-svc1': tag => 'web' }
}
stage { 'pre': before => Stage['main'] }
class { 'c2': p1 => true, stage => 'pre' }
$v9 = { 'k' => 'v' }
exec { 'run1': command => '/bin/true', noop => false }
tag 'db'
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Class['c2'] ~> Exec['run1'] ~> Exec['run1']
notify { 'n1': message => "${facts[hostname]} says hi" }
Notify { withpath => false }
notify {
  default: notify => Notify['n1'];
  'n2': message => 'world';
  'n3': notify => Exec['run1'], noop => false;
  'n4': loglevel => 'info';
}
notify { 'n5': loglevel => 'info' }
Notify { message => 42 }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n6', 'n7', 'n8']: loglevel => 'warning' }
tag 'db'
File <|  |>
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { '/tmp/f1': loglevel => 'info', tag => 'gamma', ensure => 'absent' }
exec { 'run2': command => '/usr/bin/env echo hi', noop => true, tag => 'web' }
notify {
  default: notify => Notify['n5'], before => Notify['n3'];
  'n9': message => 3.5, require => Notify['n8'];
  'n10': noop => false, notify => Notify['n2'];
  'n11': message => "${facts[hostname]} says hi";
}
user {
  default: uid => 30, ensure => 'absent';
  'user1': uid => 1001;
  'user2': managehome => false, tag => 'alpha';
  'user3': uid => 1001, notify => File['/tmp/f1'];
}
user { 'user4': ensure => 'absent' }
notify { 'n12': tag => ['web', 'gamma'] }
