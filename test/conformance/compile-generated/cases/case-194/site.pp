define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'web' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, tag => 'db' }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  service { 'c1-svc1': tag => 'web', loglevel => 'warning' }
  @service { 'c1-svc2': loglevel => 'info' }
}
require c1
include c1
Service <|  |>
Exec { refreshonly => false }
include c1
Exec { timeout => 1001, tag => 'beta' }
Notify <|  |> <- Service['c1-svc1'] -> Service['c1-svc1']
tag 'web'
Service['c1-svc1'] <~ Service['c1-svc1'] ~> Service['c1-svc1']
Service['c1-svc1'] ~> Service['c1-svc1']
package { 'pkg1': tag => ['gamma', 'web'], * => { 'before' => Service['c1-svc1'] } }
$v21 = { 'k' => 'v' }
file { '/tmp/f1': subscribe => Service['c1-svc1'] }
service { 'svc1': hasrestart => true }
@user { 'user1': shell => '/bin/bash', require => File['/tmp/f1'] }
Notify { message => 'world', withpath => false }
d2 { 'd2-n1': msg => 'v1' }
Service { enable => true }
Notify['d2-n1-d21'] <~ Notify <|  |> <- Class['c1']
user {
  default: subscribe => Notify['d2-n1-in-d11'], loglevel => 'info';
  'user2': tag => ['web', 'alpha'];
  'user3': loglevel => 'info', shell => '/bin/sh';
  'user4': notify => Notify['d2-n1-d21'];
}
File['/tmp/f1'] { require +> Notify['d2-n1-d21'] }
User <| ensure == 'running' |> { tag +> 'web' }
Notify { noop => false }
exec { 'run1': command => '/bin/true', refreshonly => false, subscribe => [Notify['d2-n1-d21']], notify => File['/tmp/f1'] }
$v34 = 'val'
exec { 'run2': tag => ['db', 'web'] }
@user {
  default: tag => 'web', managehome => true;
  'user5': managehome => false;
}
Package { noop => true, before => Package['pkg1'] }
$v38 = { 'k' => 'v' }
