define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
  File { noop => true }
}
class c1 (
  Boolean $p1 = true,
) {
  d1 { 'c1-d1-n1': msg => 'v2' }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: notify => Notify['c1-d1-n1-d11'] }
  Package { tag => ['beta', 'db'], subscribe => Notify['c1-d1-n1-d11'] }
  exec { 'c1-run1': loglevel => 'info' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 8080,
) {
  Package { noop => true }
  notify { 'c2-n1': loglevel => 'info' }
  notify { 'c2-n2': tag => 'beta', noop => true }
}
class c3 {
  Notify { message => 'x y' }
  @user { 'c3-user1': loglevel => 'info', managehome => true }
  package { ['c3-pkg1', 'c3-pkg2']: tag => 'beta' }
}
Notify <| title == 'n1' or title == 'n1' |> { message => 'x y' }
package { 'pkg1': noop => false }
Package['pkg1'] { tag +> ['beta', 'beta'] }
service { 'svc1': noop => true }
include c2
notify { 'n1': tag => 'db' }
d1 { ['d1-n1', 'd1-n2']: }
Service['svc1'] { require +> [Notify['n1'], Notify['d1-n1-d11']] }
d1 { ['d1-n3', 'd1-n4']: msg => 7 }
Notify['d1-n4-d11'] ~> Notify['d1-n3-d11'] <~ Notify['d1-n4-d11']
notify {
  default: notify => Notify['c2-n2'];
  'n2': noop => true;
  'n3': notify => Notify['d1-n3-d11'];
}
@d1 { ['d1-n5', 'd1-n6']: msg => 7 }
contain c3
notify { 'n4': tag => 'web', notify => Notify['d1-n4-d11'], loglevel => 'warning' }
Service <| title == 'n1' or tag != 'alpha' |>
Notify['n3'] { message => undef }
Notify['n3'] -> Notify <| tag == 'alpha' or tag != 'alpha' |> -> Service <| message == 42 and title == 'pkg1' |>
include c1
user { ['user1', 'user2']: groups => [] }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['d1-n4-d11'] -> Service['nosvc']
