define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
notify { 'n1': loglevel => 'info' }
package { 'pkg1': require => Notify['n1'] }
notify { ['n2', 'n3']: message => undef }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n2'] { noop => false }
notify { 'n4': message => 42, subscribe => Package['pkg1'], tag => ['beta', 'alpha'] }
Service { subscribe => Notify['n1'] }
Service <| message == 'x y' and message == 'hello' |>
Notify { before => Notify['n3'], withpath => false }
$v12 = 'val'
user { 'user1': shell => '/bin/sh' }
notify { 'n5': message => "${trusted[certname]} says hi", withpath => true }
Notify['n1'] <- [Notify['n1'], Notify['n2']]
