class c1 (
  Boolean $p1 = true,
) {
  tag 'alpha'
  notify { 'c1-n1': message => "${p1} says hi", noop => false, withpath => true }
  service {
    default: enable => false;
    'c1-svc1': ensure => 'stopped', loglevel => 'info';
    'c1-svc2': noop => true, enable => true;
    'c1-svc3': loglevel => 'info';
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  Notify { loglevel => 'info', message => 'multi
  line' }
}
class c3 (
  Optional[String] $p1 = undef,
  String $p2 = 's',
  Enum['a', 'b'] $p3 = 'b',
) {
  @user { 'c3-user1': managehome => false, ensure => 'absent', noop => false }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': ensure => 'file', mode => '0644', loglevel => 'info' }
file { '/tmp/f2': owner => 'root', ensure => 'absent', content => "line\n" }
package { 'pkg1': before => File['/tmp/f2'], ensure => 'installed', notify => File['/tmp/f2'] }
File <| (title == '/tmp/f1' or tag != 'alpha') and tag != 'db' |> <~ Package['pkg1']
user { 'user1': before => File['/tmp/f1'], subscribe => Package['pkg1'] }
file {
  default: subscribe => Package['pkg1'], mode => '0644';
  '/tmp/f3': tag => ['db', 'beta'];
}
$v16 = { 'k' => 'v' }
notify { 'n1': message => "${trusted[certname]} says hi", subscribe => File['/tmp/f2'], withpath => false }
Notify <| tag == 'db' and tag != 'beta' |> ~> Package['pkg1']
