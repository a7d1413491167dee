define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = undef,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { 'c1-n1': loglevel => 'warning', * => { 'tag' => 'web' } }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: loglevel => 'info' }
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  exec { 'c2-run1': command => '/usr/bin/env echo hi', tag => ['beta', 'db'] }
  notify { 'c2-n1': tag => 'web', * => {  } }
  require c1
  notify {
    default: noop => false;
    'c2-n2': tag => ['alpha', 'gamma'];
  }
}
contain c2
user { 'user1': uid => '300', subscribe => Service['c1-svc2'] }
Package <| (title == 'c2-run1' and title == 'c2-n1') and tag != 'alpha' |>
User['user1'] -> Notify['c2-n1']
$v15 = [1, 2]
notify { 'n1': loglevel => 'info', message => true }
contain c1
Notify['n1'] { require +> Service['c1-svc3'] }
notify { 'n2': withpath => true, message => "${trusted[certname]} says hi" }
Notify['n1'] <~ Service['c1-svc3'] -> File <| title == 'c1-svc2' |>
@user {
  default: tag => 'web';
  'user2': noop => true;
  'user3': noop => false, subscribe => Notify['n1'];
  'user4': ensure => 'absent', notify => User['user1'];
}
user { 'user5': noop => true }
Package { before => [Service['c1-svc1']] }
Class['c1'] ~> Notify['c2-n1'] -> Exec['c2-run1']
file { ['/tmp/f1', '/tmp/f2']: content => "line\n" }
Notify { before => [File['/tmp/f1'], Notify['n1']] }
exec { 'run1': command => '/usr/bin/env echo hi', * => { 'timeout' => 30 } }
Service { enable => true }
require c2
file { '/tmp/f3': content => "${trusted[certname]}", * => { 'ensure' => 'directory' } }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File['/tmp/f2'] { require +> Notify['c2-n1'] }
Notify <| tag != 'beta' or tag == 'db' |>
Notify['n1'] <~ Service['c1-svc2'] -> [Service['c1-svc3'], Notify['c2-n2']]
