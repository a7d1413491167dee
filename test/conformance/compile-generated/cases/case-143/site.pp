define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'alpha' }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'beta' }
  File { noop => true }
}
class c1 {
  service { 'c1-svc1': hasrestart => true }
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  if tagged('db') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
  if defined('$nosuch') {
    notify { 'c1-if-n3': }
  } else {
    notify { 'c1-else-n3': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 'abc',
) inherits c1 {
  Service['c1-svc1'] { tag => ['web', 'beta'] }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'stopped', loglevel => 'info' }
}
d1 { 'd1-n1': extra => 'v2' }
Exec { before => Notify['d1-n1-d12'], notify => Notify['d1-n1-d12'] }
service { 'svc1': before => Notify['d1-n1-d12'], enable => true }
Notify['d1-n1-d12'] ~> Notify['d1-n1-d12']
d1 { 'd1-n2': }
Service { require => Notify['d1-n1-d12'] }
d1 { 'd1-n3': msg => 'v1' }
file { '/tmp/f1': loglevel => 'warning', * => { 'tag' => ['beta', 'alpha'] } }
require c2
notify { 'n1': before => Service['c2-svc3'], message => true, tag => 'gamma' }
@user { 'user1': ensure => 'present', before => Class['c1'] }
service {
  default: tag => 'alpha';
  'svc2': subscribe => Service['c2-svc2'], ensure => 'stopped';
  'svc3': before => Notify['d1-n1-d12'];
}
user { 'user2': noop => true, subscribe => Notify['d1-n1-d12'], loglevel => 'warning' }
@@file { '/tmp/f2': tag => ['web', 'web'], before => Service['svc1'], ensure => 'absent' }
notify { 'n2': loglevel => 'warning', tag => 'db' }
Service['svc3'] { require => Notify['d1-n3-d11'] }
d1 { 'd1-n4': msg => 'v2' }
Package { tag => 'gamma' }
