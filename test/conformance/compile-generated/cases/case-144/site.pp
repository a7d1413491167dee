define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = 'o',
) {
  file { '/tmp/c1-f1': noop => false, owner => 'www-data' }
  User <| tag == 'db' |>
}
class c2 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'a',
) inherits c1 {
  File['/tmp/c1-f1'] { noop => ['web', 'gamma'] }
  file { '/tmp/c2-f1': content => "${p1}", noop => false, tag => ['beta', 'beta'] }
}
d2 { 'd2-n1': msg => 'v2' }
Package { before => Notify['d2-n1-in-d11'] }
file { '/tmp/f1': subscribe => Notify['d2-n1-d21'] }
@user { 'user1': tag => 'db', loglevel => 'info', subscribe => Notify['d2-n1-d21'] }
File { owner => 'www-data' }
include c1
include c2
file { ['/tmp/f2', '/tmp/f3']: tag => 'web', ensure => 'absent' }
contain c1
service {
  default: require => File['/tmp/f3'];
  'svc1': notify => File['/tmp/f2'], tag => 'gamma';
  'svc2': ensure => 'stopped';
}
User <| tag != 'db' |>
File['/tmp/f1'] { require +> Class['c1'] }
notify {
  default: message => ['a', 'b'];
  'n1': noop => false;
  'n2': require => File['/tmp/c1-f1'], tag => ['gamma', 'alpha'];
}
User <| ensure == 'running' |>
User <| tag != 'alpha' |> { noop => false }
tag 'db'
File { tag => ['db', 'beta'], before => Notify['n1'] }
exec { ['run1', 'run2']: command => '/bin/true', loglevel => 'info' }
notify { ['n3', 'n4', 'n5']: withpath => true }
notify { 'n6': notify => [Notify['n3']] }
exec { 'run1': }
