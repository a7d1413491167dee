file {
  default: loglevel => 'warning', content => "${module_name}";
  '/tmp/f1': mode => '0600';
}
exec { 'run1': command => '/bin/true', before => File['/tmp/f1'], tag => ['web', 'beta'] }
notify { 'n1': withpath => false, notify => Exec['run1'] }
$v3 = [1, 2]
notify { 'n2': noop => false }
Package <| tag != 'gamma' |> { require +> Notify['n2'] }
user { 'user1': noop => true }
User <| message == 'hello' |>
user { 'user2': noop => true, managehome => false }
@@file { '/tmp/f2': owner => 'www-data', * => { 'tag' => ['web', 'gamma'] } }
Service <| (ensure == 'directory' and message == 42) and tag == 'gamma' |> { noop => true }
notify {
  default: require => Notify['n1'], loglevel => 'warning';
  'n3': tag => 'gamma', noop => false;
  'n4': message => 'multi
line';
}
exec { 'run2': command => '/bin/true', tag => ['web', 'alpha'] }
notify { ['n5', 'n6']: tag => 'db', message => "${trusted[certname]} says hi" }
notify { 'n7': before => [Notify['n1']], require => Exec['run1'] }
service {
  default: notify => Notify['n4'];
  'svc1': require => File['/tmp/f1'];
  'svc2': tag => 'alpha';
}
notify { 'n8': notify => Notify['n1'], before => User['user1'] }
Package { tag => 'gamma' }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <<| ensure == 'present' or title == 'svc1' |>>
Package { noop => false }
tag 'beta'
package {
  default: tag => ['web', 'beta'], before => User['user1'];
  'pkg1': noop => false, subscribe => [User['user1']];
}
tag 'db'
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'gamma'
package { 'pkg2': noop => true, tag => ['beta', 'gamma'] }
Package <| message == 'x y' and tag != 'beta' |> { tag => ['gamma', 'gamma'] }
if defined('$nosuch') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
