define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'a',
) {
  service {
    default: tag => ['alpha', 'beta'];
    'c1-svc1': tag => ['web', 'web'], hasrestart => true;
    'c1-svc2': enable => true;
    'c1-svc3': ensure => 'running';
  }
  service { 'c1-svc4': noop => false, hasrestart => true }
  package { 'c1-pkg1': loglevel => 'info', * => {  } }
  Service <| ensure == 'running' or message == 'world' |>
}
class c2 (
  String $p1 = 'x y',
) {
  Notify { tag => ['beta', 'beta'] }
  user { 'c2-user1': tag => 'gamma', uid => 30, groups => ['adm', 'sudo'] }
  tag 'beta'
  contain c1
}
class c3 {
  notify {
    default: tag => ['web', 'gamma'];
    'c3-n1': withpath => false, loglevel => 'info';
  }
}

