define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, tag => 'web' }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = false,
) {
  user {
    default: tag => 'db', noop => false;
    'c2-user1': managehome => true, groups => [];
    'c2-user2': loglevel => 'warning';
  }
  tag 'db'
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Notify <| message == 'x y' |> { tag => 'gamma' }
}
class c3 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'a',
  Integer $p3 = 80,
) {
  tag 'web'
  service {
    default: tag => ['gamma', 'gamma'];
    'c3-svc1': ensure => 'stopped', hasrestart => true;
    'c3-svc2': tag => 'db', ensure => 'running';
  }
}
notify { 'n1': noop => false, tag => 'gamma' }
notify { ['n2', 'n3', 'n4']: tag => 'web' }
service { ['svc1', 'svc2', 'svc3']: tag => ['alpha', 'db'] }
user { 'user1': noop => true, shell => '/bin/bash' }
tag 'beta'
exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => 'alpha', refreshonly => false }
@exec { 'run4': command => 'touch /tmp/x', * => {  } }
Service['svc2'] { before +> Exec['run3'] }
d2 { ['d2-n1', 'd2-n2']: msg => 'v2' }
user { 'user2': before => Service['svc1'], groups => [], notify => Notify['d2-n2-d21'] }
realize(Exec['run4'])
notify { 'n5': message => true, * => {  } }
