class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
) {
  @notify { 'c1-n1': tag => 'alpha', withpath => false, message => ['a', 'b'] }
}
$v2 = { 'k' => 'v' }
tag 'gamma'
notify { 'n1': loglevel => 'warning', message => 'hello' }
package { 'pkg1': tag => ['db', 'gamma'] }
[Notify['n1']] ~> Notify['n1'] ~> [Notify['n1'], Package['pkg1']]
Notify { tag => ['alpha', 'db'] }
include c1
include c1
Package['pkg1'] { require +> Notify['n1'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Class['c1'] -> Package['pkg1']
file { ['/tmp/f1', '/tmp/f2']: mode => '0644', subscribe => Package['pkg1'] }
package { 'pkg2': noop => false, require => File['/tmp/f2'] }
package { 'pkg3': tag => ['alpha', 'db'] }
