class c1 {
  service { 'c1-svc1': hasrestart => true, noop => true, ensure => 'stopped' }
  tag 'beta'
  tag 'db'
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  Service['c1-svc1'] { tag +> 'web' }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: loglevel => 'warning' }
  notify { ['c2-n4', 'c2-n5', 'c2-n6']: withpath => true }
  @package { 'c2-pkg1': noop => true, tag => ['alpha', 'beta'] }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
) inherits c1 {
  Service['c1-svc1'] { noop +> ['beta', 'alpha'] }
  package { 'c3-pkg1': loglevel => 'warning' }
  contain c2
}
user { 'user1': managehome => false, uid => '300' }
Notify { require => User['user1'] }
notify { 'n1': notify => User['user1'], loglevel => 'info' }
exec { 'run1': command => 'touch /tmp/x', noop => false }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v17 = [1, 2]
exec { 'run2': command => '/bin/true', * => { 'require' => User['user1'] } }
Notify <| tag == 'alpha' |>
