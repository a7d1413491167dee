define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 {
  Notify { noop => true, tag => ['gamma', 'web'] }
}
notify { ['n1', 'n2']: tag => 'gamma' }
$v9 = 'val'
service { 'svc1': loglevel => 'info' }
Service['svc1'] { tag +> ['web', 'beta'] }
@exec { 'run1': command => 'touch /tmp/x', tag => 'beta', noop => false }
Exec <|  |>
$v14 = [1, 2]
Notify { withpath => false }
$v16 = 'val'
Service['svc1'] <- Notify['n1'] <~ Notify['n2']
notify { 'n3': notify => Service['svc1'], * => {  } }
tag 'gamma'
include c1
service { 'svc2': subscribe => [Notify['n3'], Notify['n1']], ensure => 'running' }
Notify { require => Service['svc1'], notify => Notify['n1'] }
@file {
  default: subscribe => Notify['n1'], tag => ['db', 'beta'];
  '/tmp/f1': mode => '0644';
  '/tmp/f2': subscribe => Class['c1'];
  '/tmp/f3': tag => 'web';
}
notify { 'n4': subscribe => Notify['n1'], before => Service['svc1'] }
user { 'user1': shell => '/bin/sh', before => Service['svc1'], uid => 30 }
$v26 = [1, 2]
