define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  user {
    default: shell => '/bin/bash';
    'c1-user1': tag => 'alpha', uid => 30;
    'c1-user2': uid => '300', tag => ['gamma', 'web'];
    'c1-user3': noop => false;
  }
  d2 { 'c1-d2-n1': level => 'v1', msg => 'v2' }
  Notify <| title == 'c1-d2-n1-d21' or message == 'world' |>
}
class c2 (
  Integer $p1 = 1,
  String $p2 = 'abc',
) {
  service { 'c2-svc1': hasrestart => true }
  tag 'gamma'
  tag 'gamma'
  service { ['c2-svc2', 'c2-svc3']: ensure => 'stopped', tag => 'gamma' }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = ['x'],
  Optional[String] $p3 = 'o',
) inherits c1 {
  User['c1-user3'] { noop => ['db', 'web'] }
  notify { ['c3-n1', 'c3-n2']: withpath => true, tag => 'alpha' }
  tag 'beta'
  File { ensure => 'directory', owner => 'www-data' }
}

