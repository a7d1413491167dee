class c1 (
  Integer $p1 = 1,
) {
  user { ['c1-user1', 'c1-user2']: uid => '300' }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: ensure => 'directory' }
  Exec { loglevel => 'info' }
}
class c2 (
  Optional[String] $p1 = undef,
) {
  service { ['c2-svc1', 'c2-svc2']: tag => ['beta', 'gamma'], hasrestart => true }
  notify { ['c2-n1', 'c2-n2']: message => undef }
  user { 'c2-user1': tag => ['beta', 'beta'], shell => '/bin/sh' }
}
class c3 {
  notify {
    default: message => ['a', 'b'];
    'c3-n1': withpath => false;
  }
}
package {
  default: tag => ['alpha', 'db'];
  'pkg1': tag => ['db', 'alpha'];
  'pkg2': tag => 'db';
}
if defined(Package['pkg2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c3
[Notify['c3-n1']] ~> File <|  |> <- File <| tag != 'alpha' |>
service { ['svc1', 'svc2']: hasrestart => false, tag => ['db', 'gamma'] }
notify { 'n1': loglevel => 'warning' }
require c2
