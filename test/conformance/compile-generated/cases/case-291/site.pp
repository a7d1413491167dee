define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  exec { ['c1-run1', 'c1-run2']: command => 'touch /tmp/x', tag => 'alpha' }
  notify { 'c1-n1': message => 'hello', loglevel => 'info' }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  file { '/tmp/c2-f1': loglevel => 'info', owner => 'www-data' }
  tag 'web'
  @notify { 'c2-n1': tag => ['alpha', 'alpha'] }
}
File <| tag == 'gamma' or ensure == 'running' |> ~> Notify <| (tag != 'gamma' or title == 'n1') and ensure == 'directory' |>
contain c2
@@package { 'pkg1': require => File['/tmp/c2-f1'], * => {  } }
@notify { 'n1': subscribe => File['/tmp/c2-f1'], tag => 'beta', withpath => true }
Notify <|  |>
Notify <| title == '/tmp/c2-f1' |>
@notify { 'n2': subscribe => File['/tmp/c2-f1'] }
File['/tmp/c2-f1'] ~> File['/tmp/c2-f1'] -> File['/tmp/c2-f1']
realize([Notify['n2'], Notify['c2-n1']])
Notify { notify => Notify['n2'] }
notify { 'n3': tag => 'alpha' }
Notify['n3'] { message => "${module_name} says hi" }
User <| tag != 'alpha' and title == 'n2' |>
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c2
include c1
tag 'beta'
Notify <| title == 'c1-n1' |> { tag => 'gamma' }
realize([Notify['c2-n1']])
Notify <|  |> -> Class['c2']
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
user { ['user1', 'user2']: tag => 'gamma', noop => false }
user { 'user3': managehome => false }
File <| title == 'c2-n1' |> { tag +> 'beta' }
@notify { ['n4', 'n5', 'n6']: before => File['/tmp/c2-f1'] }
service { 'svc1': loglevel => 'warning', hasrestart => false, notify => Notify['n2'] }
