class c1 (
  Boolean $p1 = false,
  Boolean $p2 = true,
) {
  tag 'db'
  exec { 'c1-run1': command => 'touch /tmp/x', tag => 'alpha', noop => true }
  exec { 'c1-run2': noop => true }
}
class c2 {
  notify { 'c2-n1': message => true }
  Notify { tag => ['db', 'beta'] }
  @file { '/tmp/c2-f1': mode => '0755' }
}
class c3 {
  @notify { 'c3-n1': tag => ['db', 'db'] }
}
Package { tag => 'gamma', loglevel => 'warning' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': noop => false, tag => ['web', 'gamma'] }
package { 'pkg1': tag => 'alpha', * => {  } }
$v15 = { 'k' => 'v' }
User <|  |>
Package['pkg1'] { require +> Notify['n1'] }
$v18 = 'val'
Notify['n1'] -> Notify['n1'] ~> Package['pkg1']
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n2': message => true, noop => true }
notify { 'n3': require => Package['pkg1'] }
$v24 = { 'k' => 'v' }
if tagged('web') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify['n3'] -> [Notify['n2'], Notify['n1']]
Service { enable => true, hasrestart => false }
