class c1 {
  service {
    default: noop => true;
    'c1-svc1': tag => ['beta', 'db'];
    'c1-svc2': tag => 'beta';
    'c1-svc3': hasrestart => true;
  }
  File { noop => false, ensure => 'present' }
}
class c2 (
  String $p1 = 's',
) {
  @notify { 'c2-n1': message => 'world', noop => false }
  require c1
}
class c3 (
  Optional[String] $p1 = undef,
) {
  if tagged('alpha') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
Package <| tag == 'gamma' |>
$v11 = [1, 2]
include c1
User { noop => false }
include c3
tag 'gamma'
