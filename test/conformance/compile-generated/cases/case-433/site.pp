define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  Exec { tag => 'web', path => ['/bin', '/usr/bin'] }
}
class c2 {
  File { tag => 'web' }
  file { '/tmp/c2-f1': ensure => 'present', owner => 'www-data', noop => false }
  user { 'c2-user1': loglevel => 'info', managehome => true, noop => false }
}
d1 { 'd1-n1': level => 'v2', msg => 7 }
notify {
  default: message => ['a', 'b'], notify => Notify['d1-n1-d11'];
  'n1': tag => 'alpha';
}
service { ['svc1', 'svc2']: before => Notify['d1-n1-d11'], require => Notify['n1'] }
file { '/tmp/f1': noop => true, * => { 'owner' => 'root' } }
File <|  |> { noop => true }
notify {
  default: require => File['/tmp/f1'];
  'n2': before => [Service['svc2']], loglevel => 'warning';
}
d1 { 'd1-n2': level => 'v2' }
notify {
  default: tag => 'db', before => Notify['d1-n2-d11'];
  'n3': noop => true;
}
@exec { ['run1', 'run2', 'run3']: command => '/bin/true', timeout => '300' }
notify { 'n4': notify => Notify['n2'] }
$v18 = { 'k' => 'v' }
user {
  default: uid => '300';
  'user1': shell => '/bin/bash';
  'user2': groups => ['adm', 'sudo'], managehome => false;
  'user3': require => Notify['n2'], before => [Notify['d1-n2-d11'], Notify['n4']];
}
realize([Exec['run3'], Exec['run1']])
exec { ['run4', 'run5', 'run6']: tag => ['db', 'db'] }
package { 'pkg1': noop => true }
$v23 = 'val'
@@package { 'pkg2': loglevel => 'info' }
d1 { ['d1-n3', 'd1-n4']: }
if defined(User['user3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <|  |> { require => File['/tmp/f1'] }
contain c1
d1 { 'd1-n5': msg => 'v2' }
[Package['pkg1'], Exec['run4'], Service['svc1']] <- Notify['n2']
@notify { 'n5': noop => false, loglevel => 'warning' }
if defined(Notify['d1-n5-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n6': loglevel => 'warning' }
Notify['n2'] -> Notify['d1-n5-d11'] -> Notify <| tag != 'web' and title == 'd1-n4-d11' |>
d1 { 'd1-n6': level => 'v2', msg => 7 }
