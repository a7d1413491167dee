define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  Integer $p3 = 8080,
) {
  notify { 'c1-n1': tag => 'gamma', loglevel => 'info' }
  file { '/tmp/c1-f1': loglevel => 'info', owner => 'www-data', tag => ['beta', 'gamma'] }
  d1 { 'c1-d1-n1': }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class { 'c1': p3 => 8080 }
include c1
Exec { timeout => '300' }
tag 'gamma'
tag 'db'
exec { ['run1', 'run2']: command => 'touch /tmp/x', require => Class['c1'] }
notify { 'n1': tag => ['gamma', 'alpha'], loglevel => 'info', require => [Exec['run1']] }
Exec['run2'] { noop => true }
include c1
file { '/tmp/f1': require => Class['c1'] }
Package { require => [Exec['run2'], Notify['n1']] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] { message => "${facts[hostname]} says hi" }
service { 'svc1': tag => 'alpha' }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@service { 'svc2': ensure => 'stopped' }
