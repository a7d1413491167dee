define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db' }
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $level, tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'b',
  Optional[String] $p3 = 'o',
) {
  tag 'gamma'
  User { tag => ['alpha', 'beta'] }
  package { 'c1-pkg1': tag => 'web' }
  User { noop => true }
}
class c2 (
  Optional[String] $p1 = 'o',
  String $p2 = 'abc',
  Boolean $p3 = true,
) {
  notify { 'c2-n1': tag => ['web', 'beta'], * => { 'withpath' => true } }
  service { 'c2-svc1': noop => false, * => {  } }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  Notify { message => 'x y' }
}
@notify { 'n1': withpath => true, * => {  } }
package { 'pkg1': tag => ['gamma', 'beta'], loglevel => 'info' }
package { 'pkg2': require => Package['pkg1'], before => Package['pkg1'], noop => true }
Package['pkg2'] { tag +> ['gamma', 'alpha'] }
tag 'gamma'
@notify { ['n2', 'n3']: withpath => true }
service { 'svc1': notify => Package['pkg1'], subscribe => Package['pkg2'], noop => false }
require c2
Notify <| tag == 'beta' and message == 'hello' |>
notify { ['n4', 'n5']: message => "tab\there", require => [Service['svc1']] }
realize([Notify['n2']])
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { tag => 'gamma' }
include c1
@notify { ['n6', 'n7']: tag => ['db', 'web'] }
Notify['n4'] { noop => false }
