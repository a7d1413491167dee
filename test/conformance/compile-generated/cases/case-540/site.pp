define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Boolean $p2 = false,
  Integer $p3 = 8080,
) {
  file { '/tmp/c1-f1': ensure => 'directory', * => {  } }
}
class c2 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 1,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify {
    default: tag => ['beta', 'beta'];
    'c2-n1': withpath => true, tag => 'web';
  }
}
stage { 'pre': before => Stage['main'] }
User { loglevel => 'warning' }
notify { 'n1': noop => false }
require c1
tag 'db'
package { ['pkg1', 'pkg2']: subscribe => Notify['n1'] }
include c2
user {
  default: loglevel => 'info';
  'user1': before => Package['pkg2'];
  'user2': before => File['/tmp/c1-f1'], notify => File['/tmp/c1-f1'];
  'user3': tag => 'web', managehome => true;
}
User['user1'] -> User['user3']
$v17 = [1, 2]
Service { notify => Package['pkg1'], tag => ['beta', 'web'] }
User['user2'] { noop => true }
tag 'db'
Package['pkg2'] { before +> Notify['c2-n1'] }
@notify { 'n2': before => [Notify['n1'], User['user1']], notify => Package['pkg1'], require => Notify['n1'] }
User <|  |>
realize([Notify['n2']])
realize(Notify['n2'])
Package['pkg2'] ~> Service <| message == 'world' |>
service {
  default: noop => false;
  'svc1': enable => true;
}
User['user1'] { noop => false }
Notify <| message == 42 |> { message => 3.5 }
class { 'c1': }
