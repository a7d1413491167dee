define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  if tagged('gamma') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/usr/bin/env echo hi', refreshonly => true, timeout => '300' }
  tag 'gamma'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'b',
) inherits c1 {
  Exec['c1-run3'] { tag => 'db' }
  package {
    default: ensure => '1.2.3';
    'c2-pkg1': ensure => 'absent', noop => true;
    'c2-pkg2': loglevel => 'warning';
    'c2-pkg3': noop => true, tag => ['web', 'web'];
  }
}
class c3 (
  String $p1 = 'abc',
) {
  contain c2
  User { loglevel => 'info' }
  tag 'web'
  tag 'web'
}
notify { ['n1', 'n2']: tag => ['gamma', 'alpha'], loglevel => 'warning' }
