define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = 'o',
  Array[String] $p3 = ['a', 'b'],
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: tag => 'beta' }
  File { mode => '0600' }
  Service { tag => ['beta', 'beta'], enable => true }
}
include c1
user { 'user1': tag => 'db', * => {  } }
notify { 'n1': withpath => true, loglevel => 'warning' }
$v10 = 'val'
notify { ['n2', 'n3']: withpath => false, before => Notify['n1'] }
$v12 = [1, 2]
exec {
  default: command => '/bin/true', refreshonly => true, subscribe => Notify['n1'];
  'run1': command => 'touch /tmp/x', timeout => 1001;
  'run2': command => '/bin/true', subscribe => File['/tmp/c1-f2'];
  'run3': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
}
Notify { loglevel => 'warning' }
file {
  default: subscribe => Exec['run2'];
  '/tmp/f1': subscribe => Notify['n2'];
  '/tmp/f2': tag => 'beta';
}
File['/tmp/f1'] { require +> Notify['n2'] }
$v17 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': subscribe => User['user1'] }
