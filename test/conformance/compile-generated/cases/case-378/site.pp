define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
service { 'svc1': enable => true, tag => ['db', 'db'] }
Service['svc1'] { require +> Service['svc1'] }
File { mode => '0755', content => "${facts[hostname]}" }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
package {
  default: noop => false;
  'pkg1': ensure => 'absent';
  'pkg2': notify => Service['svc1'];
}
user { 'user1': shell => '/bin/bash' }
$v16 = [1, 2]
@exec {
  default: command => '/bin/true', require => Service['svc1'];
  'run1': command => '/bin/true', refreshonly => true;
}
service { ['svc2', 'svc3', 'svc4']: notify => Package['pkg1'] }
service { 'svc5': noop => false, subscribe => Package['pkg1'], tag => ['alpha', 'web'] }
tag 'web'
Service['svc4'] { noop => false }
d2 { 'd2-n1': extra => 'v1' }
@notify { 'n1': notify => Service['svc1'], before => Service['svc5'], tag => ['web', 'alpha'] }
notify { 'n2': notify => Notify['d2-n1-in-d11'], loglevel => 'info' }
User { tag => ['db', 'beta'] }
package { 'pkg3': before => [Service['svc2'], Notify['d2-n1-in-d12']], loglevel => 'info' }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
