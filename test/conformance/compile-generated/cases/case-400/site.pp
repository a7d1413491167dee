class c1 {
  @user { ['c1-user1', 'c1-user2', 'c1-user3']: tag => ['db', 'beta'] }
}
class c2 (
  Integer $p1 = 8080,
) {
  require c1
  User { managehome => false, uid => '300' }
  notify { 'c2-n1': noop => false }
}
class c3 {
  file { '/tmp/c3-f1': noop => true }
}
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', tag => ['gamma', 'db'] }
notify {
  default: subscribe => Exec['run2'];
  'n1': message => "tab\there";
}
notify { 'n2': message => 'multi
line', require => Notify['n1'], noop => true }
Notify <|  |>
include c1
Exec['run2'] { noop => false }
[Exec['run1']] -> [Exec['run3'], Notify['n2'], Exec['run1']] -> Exec['run2']
Package { notify => Notify['n2'] }
package { 'pkg1': require => [Notify['n1']], noop => false }
package { 'pkg2': require => Notify['n1'], * => { 'subscribe' => Exec['run2'] } }
include c3
notify { 'n3': noop => true, tag => ['db', 'db'], withpath => true }
User { notify => [Notify['n2'], Exec['run1']] }
Notify <| (tag == 'beta' or tag == 'db') and title == 'pkg1' |>
tag 'gamma'
notify {
  default: withpath => true, tag => 'web';
  'n4': tag => 'beta', withpath => true;
}
contain c2
