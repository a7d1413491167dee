class c1 (
  String $p1 = 'abc',
) {
  tag 'gamma'
}
exec { 'run1': noop => true, tag => 'gamma', refreshonly => false }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': noop => true }
notify { ['n1', 'n2']: message => 'x y', before => Exec['run1'] }
notify { 'n3': withpath => false, * => {  } }
Notify <| title == 'n1' |> { require +> Exec['run1'] }
$v9 = [1, 2]
notify { 'n4': notify => Exec['run1'] }
notify { 'n5': require => Exec['run1'] }
package {
  default: subscribe => Notify['n5'], noop => false;
  'pkg2': subscribe => Package['pkg1'], require => Notify['n5'];
  'pkg3': notify => Package['pkg1'];
}
Service { notify => Notify['n3'] }
Exec['run1'] -> Service <| message == 'hello' |> <~ Notify['n3']
$v15 = { 'k' => 'v' }
Notify['n1'] { withpath => true }
Notify <| title == 'n5' or tag == 'db' |>
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
package {
  default: notify => Notify['n3'], ensure => 'installed';
  'pkg4': tag => 'db';
}
Exec { tag => ['db', 'alpha'] }
include c1
@package { 'pkg5': before => Notify['n5'], require => Notify['n4'] }
Package['pkg2'] { tag => ['db', 'beta'] }
notify { 'n6': withpath => false, subscribe => Package['pkg2'] }
Package['pkg4'] <~ Notify['n1']
Exec['run1'] { require +> Notify['n6'] }
Notify['n5'] { message => "${trusted[certname]} says hi" }
