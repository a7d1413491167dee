class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  Integer $p3 = 8080,
) {
  tag 'web'
  @exec { ['c1-run1', 'c1-run2', 'c1-run3']: noop => true, path => ['/bin', '/usr/bin'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = true,
) {
  service { 'c2-svc1': noop => false, tag => 'alpha' }
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  package {
    default: tag => ['beta', 'alpha'], noop => true;
    'c2-pkg1': noop => true;
  }
}
class c3 (
  Integer $p1 = 8080,
  Array[String] $p2 = ['a', 'b'],
  Optional[String] $p3 = undef,
) {
  user { 'c3-user1': shell => '/bin/sh', uid => 30, managehome => true }
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  Service { loglevel => 'info', ensure => 'stopped' }
  File <| ensure == 'directory' |> { tag => ['db', 'gamma'] }
}
class { 'c3': }
require c1
Service { notify => User['c3-user1'] }
User['c3-user1'] <~ File <| tag == 'gamma' |>
tag 'gamma'
user { 'user1': uid => '300', require => User['c3-user1'] }
notify { ['n1', 'n2', 'n3']: tag => 'beta' }
notify { 'n4': before => Notify['n2'], * => {  } }
Package { ensure => 'absent' }
Exec { noop => true, timeout => '300' }
class { 'c2': }
tag 'gamma'
if defined(Notify['n4']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package {
  default: require => Notify['n1'];
  'pkg1': ensure => 'absent';
  'pkg2': ensure => 'installed';
}
exec { 'run1': require => Package['pkg2'], command => 'touch /tmp/x' }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n4'] <~ [Notify['n2'], Package['pkg2'], Exec['run1']] <- Package['pkg2']
