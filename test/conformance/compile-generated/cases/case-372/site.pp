define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = ['x'],
) {
  Service { ensure => 'stopped', loglevel => 'warning' }
}
class c2 (
  Integer $p1 = 80,
  String $p2 = 's',
) {
  notify { 'c2-n1': withpath => false, tag => 'gamma' }
}
class c3 (
  Integer $p1 = 80,
  Integer $p2 = 8080,
  Variant[Integer, String] $p3 = 1,
) {
  tag 'beta'
  @notify { ['c3-n1', 'c3-n2', 'c3-n3']: withpath => true }
  package {
    default: loglevel => 'warning';
    'c3-pkg1': ensure => 'absent', tag => 'beta';
  }
}
Service { enable => false, tag => ['db', 'db'] }
@notify { 'n1': withpath => true, message => "${trusted[certname]} says hi" }
file { '/tmp/f1': ensure => 'present', tag => 'web' }
$v13 = 'val'
package { 'pkg1': loglevel => 'warning' }
d1 { 'd1-n1': }
Notify { tag => 'beta', message => 'hello' }
@user { 'user1': before => Notify['d1-n1-d11'] }
tag 'gamma'
File <| tag != 'alpha' or tag == 'beta' |>
contain c1
File['/tmp/f1'] <- [Package['pkg1']]
package { 'pkg2': ensure => 'latest' }
require c3
