define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
service { 'svc1': hasrestart => false, * => { 'tag' => 'db' } }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <|  |>
user { 'user1': tag => ['beta', 'alpha'], subscribe => Service['svc1'] }
notify { ['n1', 'n2', 'n3']: require => User['user1'] }
Notify['n3'] { noop => true }
Notify <| message == 'x y' |> <- Service <| ensure == 'running' and title == 'svc1' |>
notify { ['n4', 'n5', 'n6']: noop => false }
@@file { '/tmp/f1': content => "${facts[hostname]}" }
notify { 'n7': tag => 'web', loglevel => 'warning' }
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
[Notify['n3']] -> Notify['n6'] -> [Notify['n2'], Notify['n4']]
d1 { ['d1-n3', 'd1-n4']: level => 'v2' }
Notify['d1-n2-d11'] <~ Service <| message == 'x y' |>
package {
  default: ensure => 'absent';
  'pkg1': noop => false, subscribe => Notify['d1-n2-d11'];
  'pkg2': tag => 'gamma';
}
@@notify { 'n8': tag => 'web', * => {  } }
Notify { loglevel => 'info' }
service { 'svc2': tag => ['db', 'db'], enable => false }
exec {
  default: command => '/bin/true', subscribe => [Notify['n3'], Notify['n2']];
  'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], tag => ['beta', 'web'];
}
notify { ['n9', 'n10', 'n11']: subscribe => Service['svc1'], withpath => false }
d1 { 'd1-n5': level => 'v2' }
notify { ['n12', 'n13', 'n14']: notify => Notify['n6'] }
Notify { message => 3.5, noop => true }
exec { ['run2', 'run3']: command => '/bin/true', before => Notify['n11'] }
exec { 'run4': command => '/usr/bin/env echo hi', subscribe => Service['svc2'], noop => true, notify => Notify['d1-n1-d11'] }
package { 'pkg3': before => [Notify['d1-n2-d11'], Notify['n11']], require => Notify['d1-n5-d11'] }
package { 'pkg4': tag => ['beta', 'gamma'], * => { 'notify' => User['user1'] } }
User['user1'] { require +> Package['pkg2'] }
Package['pkg1'] <~ Notify['n7']
d1 { 'd1-n6': msg => 'v2' }
user { 'user2': tag => 'web' }
User { noop => false, uid => 1001 }
Notify['n1'] <~ Notify['n5']
Notify['n13'] -> Class['nosuch']
