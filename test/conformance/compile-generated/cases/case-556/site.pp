define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $title, tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $msg, tag => 'alpha' }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  @notify {
    default: withpath => true;
    'c1-n1': noop => false;
  }
  Exec { noop => true }
}
$v12 = { 'k' => 'v' }
Notify <| title == 'n1' |> <~ Notify <| message == 'x y' |>
tag 'beta'
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
class { 'c1': }
$v17 = 'val'
Exec['run1'] { require => Exec['run1'] }
$v19 = 'val'
service {
  default: before => Exec['run1'];
  'svc1': loglevel => 'info';
  'svc2': tag => ['gamma', 'gamma'], notify => Exec['run1'];
  'svc3': tag => 'web';
}
File { mode => '0755' }
d1 { 'd1-n1': extra => 'v2' }
notify { 'n1': loglevel => 'info' }
d1 { 'd1-n2': extra => 7 }
require c1
notify {
  default: notify => Notify['d1-n2-d12'];
  'n2': notify => [Notify['d1-n1-d12']], before => Notify['d1-n2-d11'];
}
file { '/tmp/f1': owner => 'www-data' }
package { 'pkg1': tag => 'beta', * => { 'ensure' => 'absent' } }
d1 { 'd1-n3': }
Notify['d1-n3-d11'] -> [Notify['n2']]
require c1
d2 { 'd2-n1': }
contain c1
exec { 'run2': command => 'touch /tmp/x', refreshonly => true, tag => 'gamma' }
$v35 = { 'k' => 'v' }
$v36 = [1, 2]
File['/tmp/f1'] <- Package['pkg1'] <- Notify['d1-n3-d11']
exec { 'run3': command => '/usr/bin/env echo hi', loglevel => 'info' }
contain c1
