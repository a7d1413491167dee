class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  File { tag => 'db' }
  package { 'c1-pkg1': loglevel => 'info' }
  notify {
    default: tag => 'beta', message => 'world';
    'c1-n1': message => 'world', tag => 'db';
    'c1-n2': tag => ['web', 'beta'];
  }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  service { 'c2-svc1': enable => true, loglevel => 'warning' }
}
class c3 (
  Array[String] $p1 = [],
  Array[String] $p2 = [],
  Integer $p3 = 1,
) {
  notify { 'c3-n1': tag => ['web', 'web'], noop => true }
  Service <| tag != 'alpha' |>
}

