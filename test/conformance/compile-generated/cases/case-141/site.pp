define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'beta' }
}
class c1 (
  String $p1 = 's',
) {
  exec { 'c1-run1': command => 'touch /tmp/x', refreshonly => false }
}
class c2 {
  file { '/tmp/c2-f1': content => "line\n" }
  notify { 'c2-n1': message => 'hello' }
  tag 'beta'
}
Notify <|  |>
class { 'c2': }
d1 { 'd1-n1': msg => 'v1' }
exec { ['run1', 'run2']: command => 'touch /tmp/x', before => Notify['d1-n1-d11'], loglevel => 'info' }
notify {
  default: tag => ['web', 'alpha'], notify => Class['c2'];
  'n1': withpath => true, loglevel => 'info';
  'n2': subscribe => Exec['run1'], noop => true;
  'n3': noop => false, require => [Notify['d1-n1-d11']];
}
@d1 { ['d1-n2', 'd1-n3']: }
notify { 'n4': message => 'x y', before => Notify['n1'], tag => 'web' }
include c2
@service { 'svc1': loglevel => 'info', * => { 'noop' => false } }
@d1 { 'd1-n4': msg => 'v1' }
@@service {
  default: notify => [Exec['run2'], File['/tmp/c2-f1']], hasrestart => false;
  'svc2': notify => Notify['n2'];
  'svc3': hasrestart => true;
}
notify { ['n5', 'n6', 'n7']: message => 'x y', require => Class['c2'] }
D1 <| tag != 'web' and ensure == 'present' |> { require +> Notify['d1-n1-d11'] }
Exec { path => ['/bin', '/usr/bin'], notify => Class['c2'] }
Service { before => [Notify['n5'], Notify['n3']] }
contain c2
file { '/tmp/f1': tag => 'db', * => { 'mode' => '0644' } }
Notify['n6'] { withpath => true }
d1 { 'd1-n5': msg => 7 }
Exec <<|  |>> { tag => ['db', 'web'] }
Notify { notify => Notify['n1'] }
