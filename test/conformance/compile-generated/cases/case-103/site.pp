define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 {
  exec { 'c1-run1': command => '/usr/bin/env echo hi', refreshonly => false, tag => 'beta' }
  exec { 'c1-run2': command => '/usr/bin/env echo hi', timeout => 1001 }
  package { 'c1-pkg1': noop => true, ensure => 'absent' }
}
class c2 (
  Integer $p1 = 80,
) {
  user { 'c2-user1': groups => [], loglevel => 'warning' }
  exec {
    default: command => '/usr/bin/env echo hi', noop => true;
    'c2-run1': command => '/bin/true', tag => 'db';
    'c2-run2': command => 'touch /tmp/x', refreshonly => true, tag => ['gamma', 'web'];
    'c2-run3': command => '/usr/bin/env echo hi', tag => ['alpha', 'db'], refreshonly => false;
  }
  package { 'c2-pkg1': tag => ['alpha', 'alpha'], noop => false }
  tag 'alpha'
}
d1 { 'd1-n1': extra => 'v2' }
[Notify['d1-n1-d11']] <~ Notify['d1-n1-d11']
Notify <| (title == 'd1-n1-d12' or tag != 'beta') and message == 'hello' |> { tag +> 'alpha' }
d1 { ['d1-n2', 'd1-n3']: msg => 'v2' }
notify { ['n1', 'n2', 'n3']: subscribe => [Notify['d1-n2-d11'], Notify['d1-n2-d12']], message => 'world' }
notify { ['n4', 'n5']: noop => false }
d1 { 'd1-n4': msg => 'v1', extra => 'v2' }
d1 { 'd1-n5': msg => 'v2' }
$v20 = { 'k' => 'v' }
include c2
@service { 'svc1': enable => false, * => {  } }
file { '/tmp/f1': tag => 'gamma', subscribe => Exec['c2-run2'] }
File['/tmp/f1'] { before => Notify['d1-n1-d12'] }
notify { 'n6': withpath => false }
File { ensure => 'present', tag => 'gamma' }
service { ['svc2', 'svc3']: tag => 'gamma' }
service { ['svc4', 'svc5', 'svc6']: notify => Notify['d1-n2-d11'], ensure => 'stopped' }
class { 'c2': }
