define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => $title }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package {
  default: tag => 'db';
  'pkg1': loglevel => 'warning', tag => ['web', 'beta'];
  'pkg2': tag => 'gamma';
}
$v6 = [1, 2]
Notify <| (message == 42 and tag != 'web') and message == 'x y' |> { tag => 'beta' }
Service { tag => 'gamma' }
tag 'beta'
Package['pkg1'] { require => [Package['pkg1']] }
d1 { 'd1-n1': }
package {
  default: notify => Notify['d1-n1-d12'], ensure => 'installed';
  'pkg3': notify => Package['pkg1'], require => Package['pkg1'];
  'pkg4': notify => [Package['pkg2']];
}
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'], noop => true;
  'run1': command => '/bin/true', before => Notify['d1-n1-d11'], tag => ['alpha', 'beta'];
}
file { '/tmp/f1': owner => 'root', tag => ['gamma', 'web'] }
Exec <| title == '/tmp/f1' or ensure == 'running' |> { require => Package['pkg3'] }
$v16 = 'val'
@notify {
  default: message => '';
  'n1': message => 42, notify => Notify['d1-n1-d12'];
  'n2': subscribe => Package['pkg3'], tag => ['beta', 'alpha'];
}
Exec { noop => false }
File { noop => false, loglevel => 'info' }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { '/tmp/f2': loglevel => 'warning', owner => 'root', require => Package['pkg3'] }
file { '/tmp/f3': mode => '0755' }
User { groups => 'users' }
if tagged('beta') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
d1 { 'd1-n2': msg => 7 }
Notify <| (ensure == 'directory' and tag != 'db') and message == 'hello' |>
if defined(Notify['d1-n2-d12']) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
