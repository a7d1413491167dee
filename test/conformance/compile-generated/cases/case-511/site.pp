define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'info' }
  @notify { 'c1-n3': withpath => false, noop => false, tag => 'gamma' }
  d1 { 'c1-d1-n1': msg => 7 }
}
class c2 {
  contain c1
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: owner => 'www-data', noop => true }
  notify { 'c2-n1': message => "tab\there", loglevel => 'info' }
  notify { 'c2-n2': tag => 'beta', withpath => false }
}
class c3 (
  String $p1 = 'x y',
  Array[String] $p2 = [],
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  Notify['c1-n1'] { message +> ['gamma', 'gamma'] }
  notify { 'c3-n1': loglevel => 'warning', * => {  } }
}
require c3
Notify <| ensure == 'directory' |>
Notify { subscribe => [Notify['c1-n1']] }
Notify <| message == 'x y' |>
$v20 = 'val'
exec { 'run1': command => 'touch /tmp/x', * => { 'notify' => Notify['c1-n2'] } }
Notify { notify => [Notify['c1-d1-n1-d11']] }
@d2 { 'd2-n1': extra => 'v2' }
user { 'user1': uid => '300', before => Class['c3'], noop => true }
package { ['pkg1', 'pkg2', 'pkg3']: before => Notify['c1-n1'] }
user { ['user2', 'user3', 'user4']: noop => false, groups => [] }
$v27 = [1, 2]
Service { require => User['user3'], enable => false }
