define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
$v3 = { 'k' => 'v' }
file {
  default: owner => 'root', content => 'data';
  '/tmp/f1': noop => true, tag => 'db';
  '/tmp/f2': owner => 'www-data', content => "line\n";
}
Package <| title == '/tmp/f1' |>
notify {
  default: message => "${module_name} says hi", tag => ['beta', 'gamma'];
  'n1': loglevel => 'warning', require => File['/tmp/f2'];
}
Notify <| message == 42 |> { message => 'world' }
tag 'web'
File['/tmp/f2'] <~ File['/tmp/f1'] -> File['/tmp/f1']
$v10 = 'val'
notify { ['n2', 'n3', 'n4']: message => 'x y', tag => ['web', 'db'] }
@notify { 'n5': tag => 'db', withpath => true }
Package { noop => true }
realize(Notify['n5'])
d1 { 'd1-n1': msg => 'v1' }
tag 'gamma'
@notify { 'n6': message => undef }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': managehome => false, tag => 'alpha' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', loglevel => 'info' }
if defined(User['user1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file {
  default: tag => ['alpha', 'web'];
  '/tmp/f3': noop => false, ensure => 'present';
  '/tmp/f4': subscribe => Notify['n2'], noop => true;
  '/tmp/f5': ensure => 'file';
}
tag 'alpha'
user { 'user2': tag => 'gamma' }
Notify['n5'] <- Exec['run2']
if defined(File['/tmp/f5']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify { notify => Exec['run1'], message => "${trusted[certname]} says hi" }
