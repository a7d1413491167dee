define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'abc',
  Variant[Integer, String] $p2 = 1,
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'beta' }
  file { '/tmp/c1-f1': noop => false }
  tag 'web'
}
class c2 {
  tag 'beta'
  user {
    default: shell => '/bin/sh', tag => 'alpha';
    'c2-user1': managehome => true, uid => '300';
    'c2-user2': managehome => true, ensure => 'absent';
  }
  contain c1
  require c1
}
class c3 (
  Integer $p1 = 80,
  Boolean $p2 = false,
  Optional[String] $p3 = undef,
) {
  User { loglevel => 'info', groups => ['adm', 'sudo'] }
}

