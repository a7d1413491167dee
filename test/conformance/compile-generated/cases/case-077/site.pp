define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'beta', withpath => true }
}
class c2 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 'one',
  Optional[String] $p3 = 'o',
) {
  notify { 'c2-n1': withpath => true, noop => true, loglevel => 'warning' }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
) {
  package { 'c3-pkg1': noop => true }
  exec { 'c3-run1': command => 'touch /tmp/x', tag => ['gamma', 'beta'], loglevel => 'info' }
  exec { 'c3-run2': command => 'touch /tmp/x', timeout => 1001, noop => false }
  service { 'c3-svc1': enable => false, tag => 'web', noop => false }
}
notify { 'n1': loglevel => 'info', * => { 'message' => 3.5 } }
Service { ensure => 'stopped' }
require c1
Notify { withpath => true }
tag 'db'
Notify['n1'] { tag => 'beta' }
exec { ['run1', 'run2']: command => '/bin/true', noop => true, tag => 'alpha' }
notify { ['n2', 'n3', 'n4']: message => "tab\there", loglevel => 'warning' }
$v25 = 'val'
File { subscribe => Notify['c1-n2'] }
exec { 'run3': before => Notify['n4'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c3
Exec { tag => 'db' }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { 'svc1': notify => Exec['run3'], tag => 'beta' }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@notify { 'n5': withpath => false, require => Notify['n4'] }
