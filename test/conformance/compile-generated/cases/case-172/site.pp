class c1 (
  Integer $p1 = 1,
) {
  user { 'c1-user1': loglevel => 'warning', groups => ['adm', 'sudo'] }
  Notify { tag => 'db', message => undef }
}
class c2 {
  tag 'beta'
  file { '/tmp/c2-f1': tag => 'beta', owner => 'root', noop => false }
  @notify { 'c2-n1': tag => ['beta', 'alpha'] }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
) {
  notify { 'c3-n1': message => "${p2} says hi", loglevel => 'warning', noop => true }
  tag 'alpha'
  include c1
}
contain c3
contain c2
$v13 = 'val'
service { ['svc1', 'svc2', 'svc3']: tag => 'beta', subscribe => File['/tmp/c2-f1'] }
Notify <| tag != 'alpha' |>
notify {
  default: loglevel => 'warning';
  'n1': noop => true;
}
notify { 'n2': notify => [User['c1-user1']], before => Class['c3'] }
notify {
  default: message => "tab\there";
  'n3': tag => 'gamma';
  'n4': tag => 'gamma';
}
service { 'svc4': require => [Notify['c3-n1']], tag => 'alpha' }
$v20 = { 'k' => 'v' }
