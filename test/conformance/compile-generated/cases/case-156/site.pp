class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  tag 'gamma'
  notify { ['c1-n1', 'c1-n2']: tag => ['db', 'db'] }
  tag 'beta'
}
class c2 (
  String $p1 = 's',
  String $p2 = 's',
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { 'c2-n1': noop => true, tag => 'web', message => "${p1} says hi" }
}
User <| tag != 'web' |>
class { 'c1': }
notify { 'n1': message => ['a', 'b'] }
$v9 = { 'k' => 'v' }
$v10 = { 'k' => 'v' }
@package { 'pkg1': ensure => 'absent', loglevel => 'info' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] ~> Notify['c1-n2'] -> Notify['c1-n2']
if defined(Notify['c1-n1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| title == 'c1-n1' |>
@service { 'svc1': hasrestart => true }
