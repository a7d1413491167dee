define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'abc',
) {
  notify { 'c1-n1': noop => true, tag => 'beta' }
  tag 'alpha'
  service {
    default: noop => false;
    'c1-svc1': tag => ['beta', 'db'], noop => true;
    'c1-svc2': tag => 'gamma', enable => true;
  }
  tag 'alpha'
}
service { 'svc1': tag => 'db' }
Package <| tag != 'gamma' |> { tag +> ['gamma', 'alpha'] }
class { 'c1': p1 => 'abc' }
if defined(Service['c1-svc2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2']: tag => ['db', 'web'] }
user {
  default: tag => 'web';
  'user1': before => Service['c1-svc2'];
  'user2': tag => 'web';
  'user3': before => File['/tmp/f2'], noop => true;
}
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n1': withpath => false }
contain c1
notify { ['n2', 'n3']: message => 'world', require => Notify['n1'] }
if defined(Notify['n2']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
package { ['pkg1', 'pkg2']: tag => ['alpha', 'alpha'] }
include c1
$v26 = 'val'
