define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => $title, tag => 'beta' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
) {
  tag 'db'
  d1 { 'c1-d1-n1': }
  Notify { loglevel => 'warning' }
}
class c2 (
  Integer $p1 = 8080,
  Optional[String] $p2 = 'o',
  Array[String] $p3 = ['a', 'b'],
) inherits c1 {
  Notify['c1-d1-n1-d11'] { tag => 'web' }
  require c1
  d2 { 'c2-d2-n1': }
  d1 { 'c2-d1-n1': extra => 'v2', level => 7 }
}
notify { ['n1', 'n2']: message => true }
file {
  default: tag => ['db', 'beta'], owner => 'www-data';
  '/tmp/f1': tag => 'db';
  '/tmp/f2': noop => false, before => Notify['n1'];
  '/tmp/f3': mode => '0644';
}
include c2
File <| title == 'n2' or tag == 'db' |>
d1 { 'd1-n1': extra => 7, level => 'v2' }
require c1
d1 { 'd1-n2': extra => 'v1' }
$v20 = { 'k' => 'v' }
File['/tmp/f3'] -> File['/tmp/f2']
Service <| ensure == 'running' or ensure == 'running' |>
User { notify => Notify['c2-d2-n1-d22'], ensure => 'absent' }
User { groups => [] }
notify { 'n3': loglevel => 'info', tag => 'gamma' }
Notify { notify => Notify['n2'], loglevel => 'warning' }
