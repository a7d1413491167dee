define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 's',
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: level => 'v2' }
  d1 { 'c1-d1-n3': level => 7 }
  notify { 'c1-n1': withpath => true, * => { 'noop' => false } }
  Notify { notify => Notify['c1-d1-n3-d12'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Optional[String] $p2 = undef,
  String $p3 = 'abc',
) inherits c1 {
  Notify['c1-d1-n1-d12'] { tag +> ['alpha', 'beta'] }
  User { noop => false, tag => ['alpha', 'beta'] }
}
notify { 'n1': tag => 'beta', message => "${facts[hostname]} says hi" }
Notify['n1'] { withpath => false }
Notify['n1'] -> Notify['n1'] <~ Notify['n1']
include c2
tag 'gamma'
Notify <| ensure == 'running' and title == 'c1-d1-n3-d11' |>
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': withpath => false }
notify { ['n3', 'n4', 'n5']: tag => 'beta', message => 3.5 }
Notify { noop => true, notify => [Notify['n5'], Notify['n2']] }
$v24 = [1, 2]
Notify['n1'] { require => [Notify['n3']] }
exec { ['run1', 'run2']: require => Notify['c1-d1-n2-d11'], subscribe => [Notify['n4']] }
exec { 'run3': command => '/usr/bin/env echo hi', tag => 'alpha' }
realize(Notify['ghost'])
