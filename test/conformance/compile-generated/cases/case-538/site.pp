define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
}
notify { 'n1': message => 'hello' }
Notify <| tag == 'web' |> ~> Notify['n1'] <~ Notify['n1']
Notify { noop => false, withpath => true }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': before => Notify['n1'], * => { 'loglevel' => 'info' } }
Notify['n1'] { withpath => false }
Service['svc1'] -> Notify['n1'] ~> Notify['n1']
@user { 'user1': loglevel => 'warning', require => Notify['n1'] }
@package { ['pkg1', 'pkg2']: tag => ['web', 'gamma'] }
$v12 = 'val'
@file { '/tmp/f1': tag => 'web' }
file { '/tmp/f2': tag => ['alpha', 'gamma'], * => {  } }
notify { 'n2': message => true, tag => 'gamma' }
Notify['n2'] { noop => true }
Notify['n1'] { noop => true }
Notify['n2'] { before +> Notify['n1'] }
user {
  default: tag => 'web';
  'user2': tag => ['alpha', 'gamma'];
}
File['/tmp/f2'] { require +> File['/tmp/f2'] }
@exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'], subscribe => Notify['n2'] }
Package <| tag != 'web' |>
notify { 'n3': before => Notify['n1'], notify => [Notify['n1']] }
Notify { loglevel => 'warning', require => User['user2'] }
tag 'gamma'
notify { 'n4': tag => 'db', subscribe => Notify['n1'] }
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
notify {
  default: withpath => false, before => Notify['n1'];
  'n5': tag => ['alpha', 'web'], notify => Service['svc1'];
}
@file { '/tmp/f3': noop => false, tag => ['gamma', 'gamma'] }
user { ['user3', 'user4', 'user5']: tag => 'alpha' }
package { 'pkg3': require => [Notify['n1'], User['user2']] }
notify { ['n6', 'n7']: loglevel => 'warning' }
Package <| message == 'world' or tag == 'alpha' |> { noop => true }
exec { 'run2': command => 'touch /tmp/x', noop => false }
notify {
  default: subscribe => User['user5'];
  'n8': message => '';
  'n9': before => Notify['d1-n2-d11'];
  'n10': message => 'hello', loglevel => 'info';
}
@@service {
  default: ensure => 'running', enable => true;
  'svc2': ensure => 'stopped', require => [Notify['n4'], Notify['n7']];
  'svc3': tag => ['beta', 'db'];
  'svc4': tag => ['db', 'alpha'];
}
realize(File['/tmp/f3'])
