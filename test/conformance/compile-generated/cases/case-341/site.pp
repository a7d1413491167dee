class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'a',
) {
  @notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'beta' }
  tag 'web'
  service {
    default: hasrestart => true, tag => ['db', 'beta'];
    'c1-svc1': tag => 'alpha';
    'c1-svc2': noop => true, hasrestart => true;
  }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Integer $p1 = 8080,
) inherits c1 {
  Service['c1-svc1'] { noop => 'gamma' }
  include c1
  @notify { 'c2-n1': loglevel => 'warning', message => ['a', 'b'] }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
) {
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  User <| message == 'world' and tag == 'web' |> { require +> Notify['ghost'] }
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: noop => true, owner => 'root' }
  package { 'c3-pkg1': loglevel => 'info', ensure => '1.2.3' }
}

