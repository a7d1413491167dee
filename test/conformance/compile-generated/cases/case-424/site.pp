define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, tag => 'alpha' }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, tag => 'db' }
  notify { "${title}-d21": message => 'fixed' }
  Notify { noop => true }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file {
  default: owner => 'www-data';
  '/tmp/f1': content => 'data';
}
Notify <|  |>
exec { 'run1': command => 'touch /tmp/x', subscribe => File['/tmp/f1'], timeout => 30 }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File <| message == 'x y' and title == 'run1' |>
user {
  default: require => File['/tmp/f1'], tag => 'beta';
  'user1': uid => 1001;
}
$v16 = [1, 2]
$v17 = 'val'
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: require => [Exec['run1']] }
package { 'pkg1': notify => File['/tmp/f1'], tag => 'db' }
User['user1'] { before +> Exec['run1'] }
notify { 'n1': loglevel => 'info', subscribe => File['/tmp/f1'] }
exec { 'run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'] }
User <| ensure == 'running' or tag != 'beta' |>
Service { ensure => 'stopped' }
d2 { 'd2-n1': }
$v26 = 'val'
d1 { ['d1-n1', 'd1-n2']: }
