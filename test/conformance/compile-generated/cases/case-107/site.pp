define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Boolean $p1 = false,
  Integer $p2 = 8080,
) {
  exec {
    default: command => '/bin/true', tag => ['beta', 'alpha'];
    'c1-run1': command => '/bin/true', tag => 'db';
  }
  Exec <| tag == 'alpha' or tag != 'db' |>
}
notify {
  default: message => ['a', 'b'], withpath => false;
  'n1': withpath => false;
  'n2': message => undef;
}
package { 'pkg1': tag => ['db', 'alpha'], * => {  } }
class { 'c1': p2 => 8080 }
@@user { 'user1': ensure => 'absent' }
tag 'db'
$v12 = 'val'
package { ['pkg2', 'pkg3', 'pkg4']: ensure => 'latest' }
