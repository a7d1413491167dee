define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  Exec <| tag == 'beta' or ensure == 'present' |>
}
class c2 (
  Integer $p1 = 1,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { 'c2-n1': tag => ['alpha', 'alpha'] }
  package { 'c2-pkg1': ensure => 'absent', loglevel => 'info', noop => true }
  tag 'beta'
}
class c3 (
  Boolean $p1 = true,
  Boolean $p2 = true,
) inherits c2 {
  Notify['c2-n1'] { message +> ['db', 'gamma'] }
  Service { noop => true }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
include c1
package { 'pkg1': subscribe => Notify['c1-d1-n2-d11'] }
require c3
file { '/tmp/f1': require => Notify['c2-n1'], noop => true, before => Notify['c2-n1'] }
include c2
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': noop => true, before => Notify['c1-d1-n2-d11'], message => ['a', 'b'] }
Notify['c1-d1-n1-d11'] <- Class['c3'] <- Notify['c1-d1-n1-d11']
exec { ['run1', 'run2']: command => '/bin/true', noop => false }
$v23 = [1, 2]
user { 'user1': managehome => true, tag => 'gamma', loglevel => 'info' }
