define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra, tag => 'beta' }
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'abc',
  Boolean $p3 = true,
) {
  service { 'c1-svc1': tag => 'alpha', * => { 'ensure' => 'stopped' } }
  d1 { 'c1-d1-n1': }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: owner => 'www-data' }
}
class c2 (
  Integer $p1 = 80,
  Boolean $p2 = true,
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  File['/tmp/c1-f3'] { tag => 'db' }
  exec { 'c2-run1': loglevel => 'info', tag => 'alpha' }
}
class c3 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 1,
  Boolean $p3 = true,
) {
  exec { 'c3-run1': timeout => 1001 }
  package { 'c3-pkg1': tag => ['web', 'web'] }
}
include c1
tag 'alpha'
Service['c1-svc1'] -> Notify['c1-d1-n1-d11']
Service['c1-svc1'] <- Service['c1-svc1'] <~ Service['c1-svc1']
Package { subscribe => File['/tmp/c1-f1'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File { subscribe => Service['c1-svc1'], loglevel => 'warning' }
class { 'c3': p1 => false }
Exec['c3-run1'] ~> File['/tmp/c1-f3'] -> [Service['c1-svc1']]
