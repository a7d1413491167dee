define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Array[String] $p1 = [],
) {
  d1 { 'c1-d1-n1': }
}
class c2 (
  Integer $p1 = 1,
  Integer $p2 = 1,
  String $p3 = 's',
) {
  tag 'beta'
  tag 'db'
  require c1
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: noop => false }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
) {
  if defined('c1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  package {
    default: noop => true;
    'c3-pkg1': ensure => 'latest', tag => ['alpha', 'db'];
    'c3-pkg2': tag => 'alpha', ensure => '1.2.3';
  }
}
notify { 'n1': loglevel => 'info' }
@package { 'pkg1': loglevel => 'warning' }
Notify['n1'] -> Notify['n1']
exec {
  default: command => 'touch /tmp/x', subscribe => Notify['n1'], require => Notify['n1'];
  'run1': require => Notify['n1'];
}
tag 'db'
Notify <| title == 'run1' |> -> Exec['run1']
class { 'c2': p2 => 1, p1 => 1 }
notify { 'n2': subscribe => Notify['c2-n3'], * => { 'before' => Notify['c2-n2'] } }
user { 'user1': before => Notify['c2-n1'], loglevel => 'warning' }
User['user1'] { tag +> ['web', 'alpha'] }
notify { 'n3': tag => 'web', * => { 'notify' => Notify['c1-d1-n1-d11'] } }
d1 { ['d1-n1', 'd1-n2']: }
notify {
  default: notify => Notify['d1-n1-d11'];
  'n4': withpath => false, noop => true;
  'n5': tag => ['db', 'beta'];
}
Package { tag => ['alpha', 'alpha'] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n3': msg => 'v1' }
