define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = [],
  Enum['a', 'b'] $p3 = 'a',
) {
  package { 'c1-pkg1': noop => true, tag => ['alpha', 'alpha'] }
  service { 'c1-svc1': tag => ['alpha', 'alpha'], * => { 'hasrestart' => false } }
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'db'
}
class c2 (
  Array[String] $p1 = ['x'],
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  @service {
    default: loglevel => 'warning';
    'c2-svc1': ensure => 'running';
    'c2-svc2': hasrestart => false;
  }
  Package { tag => ['gamma', 'beta'] }
  user { 'c2-user1': tag => ['db', 'db'] }
  tag 'alpha'
}
file { '/tmp/f1': ensure => 'file', content => 'data' }
@notify { 'n1': tag => ['alpha', 'alpha'], require => File['/tmp/f1'] }
exec { 'run1': noop => false, * => { 'timeout' => '300' } }
file { '/tmp/f2': noop => true, require => File['/tmp/f1'], tag => 'alpha' }
Notify <|  |>
realize([Notify['n1']])
[Notify['n1'], Exec['run1']] <~ Exec['run1'] ~> File['/tmp/f2']
Notify { loglevel => 'info' }
notify { 'n2': tag => 'gamma', noop => false, withpath => true }
notify { 'n3': message => true, subscribe => Notify['n2'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': loglevel => 'warning', enable => true }
@@notify {
  default: noop => false, subscribe => [Service['svc1']];
  'n4': tag => ['beta', 'gamma'], subscribe => File['/tmp/f1'];
  'n5': tag => ['beta', 'beta'], notify => Notify['n1'];
  'n6': message => "${trusted[certname]} says hi";
}
notify { 'n7': message => "${module_name} says hi" }
Notify { before => Notify['n3'], message => "${module_name} says hi" }
tag 'web'
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service['svc1'] { noop => false }
Notify['n3'] -> Notify['n2'] <~ Service['svc1']
