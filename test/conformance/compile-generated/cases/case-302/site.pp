define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'alpha' }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
) {
  notify { 'c1-n1': message => "${p2} says hi", noop => true }
  d1 { 'c1-d1-n1': msg => 'v2' }
  file { '/tmp/c1-f1': subscribe => Notify['c1-d1-n1-d11'], content => 'data', tag => 'db' }
  tag 'alpha'
}
class c2 {
  File { tag => 'gamma' }
  d1 { 'c2-d1-n1': msg => 'v2' }
  file { '/tmp/c2-f1': content => "line\n", before => Notify['c2-d1-n1-d11'] }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: managehome => true }
}
@@notify { 'n1': message => true, noop => true, loglevel => 'info' }
d1 { 'd1-n1': msg => 7 }
d1 { 'd1-n2': msg => 7 }
notify { ['n2', 'n3', 'n4']: loglevel => 'warning' }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n2'] <- Notify['n4'] -> Notify['n3']
Package { before => Notify['n3'], notify => Notify['d1-n2-d11'] }
Notify['n3'] { message => "${module_name} says hi" }
Notify { tag => ['db', 'alpha'] }
Notify['n4'] { tag +> ['db', 'alpha'] }
user { 'user1': ensure => 'present', tag => ['beta', 'web'] }
d1 { ['d1-n3', 'd1-n4']: msg => 'v1' }
class { 'c2': }
d1 { 'd1-n5': msg => 'v2' }
include c1
notify { 'n5': require => [Notify['n4'], File['/tmp/c2-f1']] }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/c2-f1'] -> Notify <| message == 'hello' |>
@service { 'svc1': enable => true }
