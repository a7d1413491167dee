class c1 (
  Optional[String] $p1 = undef,
) {
  notify { 'c1-n1': withpath => true }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 inherits c1 {
  Notify['c1-n1'] { tag +> ['db', 'db'] }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'beta'
}
class c3 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 1,
  Integer $p3 = 80,
) {
  require c2
  exec {
    default: command => 'touch /tmp/x', tag => 'gamma';
    'c3-run1': command => 'touch /tmp/x', noop => false;
    'c3-run2': command => '/bin/true', timeout => '300';
  }
}
notify { 'n1': loglevel => 'warning', message => "${trusted[certname]} says hi" }
@@notify { 'n2': message => true }
Notify['n1'] { before => Notify['n1'] }
notify { 'n3': message => "${facts[hostname]} says hi", notify => Notify['n1'], subscribe => Notify['n1'] }
notify { 'n4': message => "tab\there", * => {  } }
User <| title == 'n3' |>
tag 'beta'
user {
  default: uid => '300', managehome => false;
  'user1': tag => ['gamma', 'beta'], require => Notify['n4'];
}
package { 'pkg1': before => Notify['n1'] }
notify { 'n5': tag => 'web', message => 'hello', require => [Package['pkg1'], Notify['n3']] }
Package <| title == 'n3' or message == 'hello' |>
Notify <| tag != 'alpha' or tag == 'alpha' |> ~> Notify['n4']
notify {
  default: noop => true;
  'n6': tag => ['beta', 'beta'];
  'n7': subscribe => User['user1'], tag => 'beta';
  'n8': withpath => false;
}
package { ['pkg2', 'pkg3', 'pkg4']: loglevel => 'info', tag => ['web', 'db'] }
User['user1'] { noop => false }
$v26 = { 'k' => 'v' }
User { ensure => 'present', before => Package['pkg4'] }
