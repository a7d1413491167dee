define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'abc',
  Variant[Integer, String] $p2 = 1,
  Array[String] $p3 = [],
) {
  service { 'c1-svc1': loglevel => 'warning', tag => ['gamma', 'web'] }
  tag 'alpha'
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
}
class c2 {
  Package { ensure => '1.2.3', noop => true }
}
class c3 (
  Optional[String] $p1 = undef,
) inherits c1 {
  Service['c1-svc1'] { tag => 'db' }
  include c1
  service { 'c3-svc1': tag => 'alpha' }
  user { 'c3-user1': managehome => false }
  d1 { 'c3-d1-n1': }
}
exec { ['run1', 'run2']: command => '/bin/true', timeout => 30, path => ['/bin', '/usr/bin'] }
Exec['run2'] ~> Exec['run2'] -> Exec['run1']
file { '/tmp/f1': require => Exec['run2'] }
require c1
exec { ['run3', 'run4', 'run5']: command => '/usr/bin/env echo hi', require => File['/tmp/f1'] }
Exec <| ensure == 'directory' and title == 'c1-d1-n1-d11' |>
Notify { noop => true }
Service { require => Exec['run1'] }
user { 'user1': tag => 'gamma', loglevel => 'info' }
notify { ['n1', 'n2', 'n3']: withpath => false }
Class['c1'] <~ [Exec['run1'], Service['c1-svc1']]
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
