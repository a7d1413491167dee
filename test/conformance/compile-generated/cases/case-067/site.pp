define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
class c1 {
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  package { 'c2-pkg1': noop => true }
  exec { 'c2-run1': command => 'touch /tmp/x', tag => ['gamma', 'beta'], loglevel => 'info' }
  exec { 'c2-run2': command => 'touch /tmp/x', timeout => 1001, noop => false }
  service { 'c2-svc1': enable => false, tag => 'web', noop => false }
}
notify { 'n1': loglevel => 'info', * => { 'message' => 3.5 } }
Service { ensure => 'stopped' }
require c1
Notify { withpath => true }
tag 'db'
Notify['n1'] { tag => 'beta' }
exec { ['run1', 'run2']: command => '/bin/true', noop => true, tag => 'alpha' }
notify { ['n2', 'n3', 'n4']: message => "tab\there", loglevel => 'warning' }
$v19 = 'val'
File { subscribe => Notify['n4'] }
include c2
notify { 'n5': notify => Exec['c2-run2'] }
include c2
Exec { tag => 'db' }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': notify => Class['c1'], tag => 'beta' }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n6': withpath => false, require => Exec['run2'] }
exec { 'run3': command => '/bin/true', refreshonly => false }
exec { 'run4': command => 'touch /tmp/x', before => [Exec['c2-run1'], Service['svc1']] }
realize(Notify['n6'])
@user { 'user1': tag => 'alpha', require => Exec['run1'], ensure => 'present' }
exec { ['run5', 'run6']: command => '/usr/bin/env echo hi', notify => Notify['n5'], tag => 'alpha' }
service { 'svc2': hasrestart => true }
Service['svc1'] { require => Notify['n5'] }
class { 'c1': }
