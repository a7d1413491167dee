define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'alpha' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['x'],
) {
  tag 'db'
}
Service <| tag != 'gamma' |>
notify { 'n1': tag => ['beta', 'beta'] }
notify { 'n2': message => 'multi
line', notify => Notify['n1'] }
File <|  |> <~ Notify <| (message == 'hello' or tag != 'web') and message == 'x y' |> -> Notify['n2']
require c1
exec { 'run1': loglevel => 'info' }
file { '/tmp/f1': ensure => 'directory', require => Notify['n1'] }
file { '/tmp/f2': require => Notify['n1'], content => 'data' }
user { 'user1': shell => '/bin/bash', ensure => 'absent' }
notify { 'n3': tag => 'alpha' }
notify { 'n4': message => true, require => File['/tmp/f2'], noop => true }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': withpath => false, * => {  } }
notify { 'n6': withpath => true, tag => ['web', 'gamma'] }
File <| message == 'hello' |> <- Notify <| message == 'hello' |>
Notify <| ensure == 'directory' and tag != 'db' |>
Notify <| title == 'user1' |> { tag +> 'alpha' }
file { '/tmp/f3': content => "line\n" }
$v23 = 'val'
service { 'svc1': hasrestart => true }
notify { 'n7': noop => true, notify => File['/tmp/f3'] }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
@@exec {
  default: tag => 'db', loglevel => 'warning';
  'run2': command => 'touch /tmp/x', subscribe => Notify['n4'];
}
include c1
User { ensure => 'present', shell => '/bin/sh' }
Notify <| tag == 'web' and title == 'n7' |> <~ [Notify['n3'], Notify['n6']] <- Notify['d1-n1-d11']
service {
  default: subscribe => File['/tmp/f2'], before => Notify['n6'];
  'svc2': tag => 'web';
  'svc3': hasrestart => false;
}
Notify['d1-n1-d11'] <~ User['user1'] <~ File['/tmp/f2']
Notify['d1-n1-d11'] -> Class['c1']
file { '/tmp/f4': before => Exec['run1'], require => [Notify['n2'], Notify['n6']], subscribe => File['/tmp/f1'] }
notify { ['n8', 'n9']: tag => 'beta' }
require c1
