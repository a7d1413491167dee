define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  Exec { loglevel => 'info' }
  notify { 'c1-n1': tag => 'db' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  String $p3 = 'x y',
) {
  require c1
}
$v10 = 'val'
Notify <| tag == 'db' and title == 'n1' |>
Package { ensure => 'latest', loglevel => 'warning' }
service { 'svc1': ensure => 'running' }
service { ['svc2', 'svc3', 'svc4']: tag => 'gamma' }
tag 'web'
notify { 'n1': subscribe => Service['svc1'] }
exec {
  default: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  'run1': command => '/bin/true', tag => ['gamma', 'db'], before => Service['svc4'];
  'run2': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  'run3': command => 'touch /tmp/x', timeout => 30;
}
file { '/tmp/f1': noop => false }
Notify { tag => ['beta', 'web'] }
contain c1
User <| (message == 'x y' or title == 'svc1') and tag == 'alpha' |> { tag => 'web' }
exec { ['run4', 'run5']: command => '/usr/bin/env echo hi', before => Notify['n1'] }
package { 'pkg1': noop => true, * => { 'ensure' => 'installed' } }
file { '/tmp/f2': subscribe => File['/tmp/f1'], ensure => 'file' }
$v25 = [1, 2]
$v26 = [1, 2]
d1 { 'bad': bogus => 1 }
