define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  String $p1 = 'x y',
  Boolean $p2 = false,
) {
  tag 'web'
}
class c2 (
  String $p1 = 's',
) {
  user { 'c2-user1': managehome => true }
  Service <| ensure == 'directory' or message == 'world' |> { require +> Notify['ghost'] }
  User { tag => 'db', groups => ['adm', 'sudo'] }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
@d1 { ['d1-n1', 'd1-n2']: level => 7 }
notify {
  default: message => "${trusted[certname]} says hi";
  'n1': message => true;
}
file { '/tmp/f1': noop => false, * => {  } }
D1 <| message == 'world' |> { tag +> 'beta' }
d1 { 'd1-n3': level => 7 }
@notify { 'n2': subscribe => [Notify['n1']], loglevel => 'warning', require => File['/tmp/f1'] }
notify { 'n3': tag => ['web', 'web'] }
notify {
  default: subscribe => File['/tmp/f1'], message => "${module_name} says hi";
  'n4': tag => 'alpha';
  'n5': loglevel => 'warning';
}
tag 'web'
Service <|  |> -> Notify['n4']
service { 'svc1': before => Notify['n4'], subscribe => [Notify['d1-n3-d11']] }
Exec { tag => ['beta', 'web'] }
[Notify['n3']] <- Notify['n5']
Notify { subscribe => Notify['n1'] }
include c1
service { 'svc2': ensure => 'running' }
Exec { timeout => '300' }
d1 { 'd1-n4': }
@service { 'svc3': subscribe => Class['c1'] }
notify { 'n6': withpath => false, tag => ['gamma', 'db'] }
package { 'pkg1': noop => true }
Service { notify => Notify['n4'], ensure => 'stopped' }
Notify['n1'] ~> [Package['pkg1'], Notify['d1-n3-d11'], Notify['n3']] <- [Service['svc1'], Notify['n1'], Notify['n5']]
exec { 'run1': command => 'touch /tmp/x', timeout => 1001, path => ['/bin', '/usr/bin'], loglevel => 'warning' }
file {
  default: subscribe => File['/tmp/f1'];
  '/tmp/f2': mode => '0644';
  '/tmp/f3': owner => 'www-data', noop => false;
  '/tmp/f4': owner => 'root';
}
notify { 'n7': noop => true }
$v36 = 'val'
$v37 = 'val'
Notify { withpath => true }
realize([Service['svc3']])
