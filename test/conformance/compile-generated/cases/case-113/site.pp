class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  notify { 'c1-n1': tag => 'beta' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = ['x'],
  String $p3 = 'x y',
) inherits c1 {
  Notify['c1-n1'] { message +> ['web', 'db'] }
  @package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: loglevel => 'info' }
  notify { 'c2-n1': tag => ['beta', 'beta'], noop => true, message => 3.5 }
  notify { 'c2-n2': tag => 'gamma' }
}
class c3 (
  Array[String] $p1 = ['x'],
) {
  service {
    default: hasrestart => false;
    'c3-svc1': hasrestart => false;
    'c3-svc2': enable => false;
    'c3-svc3': noop => false, hasrestart => false;
  }
}
Notify <| tag != 'beta' and tag == 'beta' |>
$v11 = [1, 2]
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
