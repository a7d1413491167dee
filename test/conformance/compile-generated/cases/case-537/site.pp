define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'web' }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
class c1 (
  Integer $p1 = 80,
  Optional[String] $p2 = 'o',
) {
  tag 'gamma'
  notify { 'c1-n1': noop => false }
  tag 'db'
  user { ['c1-user1', 'c1-user2', 'c1-user3']: shell => '/bin/bash', noop => false }
}
class c2 {
  tag 'gamma'
  File { loglevel => 'info' }
  Notify { withpath => false }
}
notify { ['n1', 'n2', 'n3']: tag => 'gamma', withpath => false }
notify { 'n4': message => 'hello', loglevel => 'info', subscribe => [Notify['n3'], Notify['n2']] }
tag 'alpha'
package { 'pkg1': subscribe => Notify['n4'], ensure => '1.2.3' }
package { 'pkg2': before => Notify['n1'], require => Notify['n1'] }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { notify => Notify['n1'], noop => true }
notify { 'n5': require => Package['pkg1'], message => "${facts[hostname]} says hi" }
notify { 'n6': message => "tab\there", * => {  } }
notify { 'n7': noop => true }
Notify['n2'] <~ [Notify['n3'], Notify['n7']]
[Notify['n5'], Notify['n7']] <~ Notify['n7']
notify { 'n8': withpath => false, * => { 'message' => 'x y' } }
@@exec { ['run1', 'run2', 'run3']: tag => 'alpha', command => '/bin/true' }
exec { 'run4': command => 'touch /tmp/x', * => { 'noop' => true } }
Notify['n1'] { require +> Notify['n3'] }
@@user { 'user1': loglevel => 'info' }
tag 'gamma'
