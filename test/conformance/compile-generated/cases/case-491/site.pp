define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  Service <|  |>
  tag 'web'
  notify { 'c1-n1': tag => 'db' }
  User { groups => [], loglevel => 'info' }
}
class c2 inherits c1 {
  Notify['c1-n1'] { message +> 'db' }
  include c1
  notify {
    default: tag => ['gamma', 'gamma'];
    'c2-n1': loglevel => 'info';
    'c2-n2': tag => 'alpha', noop => false;
  }
}
class c3 (
  Array[String] $p1 = [],
  Boolean $p2 = true,
) {
  notify { 'c3-n1': message => "${p2} says hi", * => { 'tag' => ['alpha', 'beta'] } }
}
package {
  default: tag => ['alpha', 'web'], noop => true;
  'pkg1': noop => true;
  'pkg2': tag => ['gamma', 'web'];
  'pkg3': tag => 'gamma';
}
Package['pkg2'] { before +> [Package['pkg3'], Package['pkg2']] }
Package['pkg2'] ~> [Package['pkg1'], Package['pkg3']]
$v15 = [1, 2]
$v16 = { 'k' => 'v' }
$v17 = 'val'
$v18 = { 'k' => 'v' }
package { 'pkg4': notify => Package['pkg2'] }
contain c3
Package['pkg2'] <- Package['pkg1']
contain c3
exec { 'run1': path => ['/bin', '/usr/bin'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Package['pkg3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package {
  default: noop => false;
  'pkg5': subscribe => Package['pkg3'];
  'pkg6': noop => false;
}
Notify['c3-n1'] -> [Package['pkg4'], Package['pkg6']] -> File <| title == 'pkg6' |>
include c3
service { 'svc1': tag => ['beta', 'alpha'], require => Exec['run1'], loglevel => 'warning' }
[Package['pkg4']] ~> [Package['pkg5']] -> Notify <| title == 'pkg2' and title == 'pkg4' |>
if defined('$x') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
include missing::klass
