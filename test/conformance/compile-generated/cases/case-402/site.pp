define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
}
class c1 {
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Optional[String] $p1 = undef,
  String $p2 = 'x y',
) inherits c1 {
  notify { 'c2-n1': message => undef }
}
notify { ['n1', 'n2']: withpath => true }
@@exec { 'run1': command => 'touch /tmp/x', tag => 'beta', path => ['/bin', '/usr/bin'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['alpha', 'db'], owner => 'www-data' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n3': tag => ['db', 'alpha'], subscribe => File['/tmp/f1'] }
contain c2
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@d2 { 'd2-n1': extra => 'v2' }
Notify['n2'] { before +> Class['c2'] }
D2 <| ensure == 'directory' |>
File['/tmp/f3'] { require +> [File['/tmp/f2'], Notify['n2']] }
D2 <<| message == 'hello' or message == 'x y' |>> { tag => ['web', 'beta'] }
Notify['n2'] -> [Notify['n2'], File['/tmp/f1']]
include c1
notify { 'n4': noop => false, * => { 'tag' => ['beta', 'gamma'] } }
Package { tag => 'db' }
d2 { 'd2-n2': extra => 'v1' }
$v29 = { 'k' => 'v' }
