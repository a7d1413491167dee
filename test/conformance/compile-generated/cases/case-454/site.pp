define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = ['x'],
) {
  tag 'beta'
  tag 'beta'
}
class c2 {
  service { 'c2-svc1': loglevel => 'warning', * => {  } }
}
class c3 {
  file { '/tmp/c3-f1': tag => ['beta', 'db'], owner => 'www-data' }
  include c1
}
@@package { ['pkg1', 'pkg2', 'pkg3']: tag => ['db', 'web'], noop => true }
Service <| tag != 'gamma' and title == 'n1' |>
include c3
$v17 = { 'k' => 'v' }
notify {
  default: noop => true;
  'n1': message => "${trusted[certname]} says hi";
  'n2': tag => ['beta', 'gamma'], before => Class['c3'];
  'n3': notify => File['/tmp/c3-f1'], noop => false;
}
Notify <| tag != 'gamma' |>
Package { loglevel => 'info' }
File['/tmp/c3-f1'] -> Notify['n3']
d1 { 'd1-n1': msg => 7 }
Service <| tag != 'db' and title == 'n1' |> { tag +> 'gamma' }
service {
  default: before => Class['c3'], subscribe => [Notify['n2']];
  'svc1': notify => Class['c3'];
}
require c2
notify {
  default: notify => Class['c2'];
  'n4': tag => 'gamma', require => Class['c3'];
  'n5': subscribe => File['/tmp/c3-f1'], message => true;
}
[Notify['d1-n1-d11'], Notify['n4']] <- Class['c3']
Notify { message => 'world', noop => true }
tag 'alpha'
Class['c3'] <- Service['c2-svc1']
