define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'beta' }
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  Integer $p1 = 1,
  Optional[String] $p2 = 'o',
  String $p3 = 'abc',
) {
  File <|  |>
}
class c2 inherits c1 {
  file { '/tmp/c2-f1': owner => 'root', noop => false }
  package { 'c2-pkg1': ensure => '1.2.3' }
}
class c3 {
  file { ['/tmp/c3-f1', '/tmp/c3-f2']: owner => 'www-data' }
  notify {
    default: tag => 'web', noop => false;
    'c3-n1': message => 'multi
  line';
    'c3-n2': message => 'hello', withpath => false;
    'c3-n3': loglevel => 'warning';
  }
  notify { 'c3-n4': tag => 'gamma', noop => false }
  Notify { withpath => false }
}
stage { 'pre': before => Stage['main'] }
Notify { message => 'multi
line', withpath => false }
file { '/tmp/f1': loglevel => 'warning', tag => ['db', 'db'] }
File['/tmp/f1'] { require +> File['/tmp/f1'] }
File['/tmp/f1'] -> File['/tmp/f1']
user { 'user1': tag => 'web', uid => 30 }
file { '/tmp/f2': mode => '0644', * => {  } }
user {
  default: managehome => true;
  'user2': tag => 'db';
  'user3': before => [File['/tmp/f2']];
}
File['/tmp/f1'] ~> User['user2']
include c1
notify { 'n1': notify => User['user1'], * => { 'require' => User['user2'] } }
notify { 'n2': message => true }
