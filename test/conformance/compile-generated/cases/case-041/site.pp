class c1 (
  Optional[String] $p1 = undef,
) {
  user {
    default: uid => 30;
    'c1-user1': groups => ['adm', 'sudo'], loglevel => 'warning';
    'c1-user2': uid => '300';
  }
}
notify { 'n1': message => 3.5, * => { 'noop' => false } }
exec { 'run1': before => Notify['n1'] }
package { 'pkg1': require => Exec['run1'], before => Exec['run1'] }
Package['pkg1'] { tag => ['beta', 'db'] }
package { 'pkg2': ensure => 'latest' }
notify { 'n2': message => "${module_name} says hi", require => Package['pkg2'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n1'] { withpath => true }
File <| message == 'x y' or message == 'hello' |> -> Exec['run1'] <~ Package['pkg1']
user { 'user1': tag => 'beta' }
notify { 'n3': loglevel => 'warning', require => Notify['n1'], subscribe => [Notify['n2'], User['user1']] }
Notify['n3'] -> [Package['pkg2']] <- Notify <| tag != 'web' |>
file { '/tmp/f1': subscribe => Exec['run1'], tag => 'web', require => Notify['n3'] }
[Notify['n3']] <~ Exec['run1'] <- Exec['run1']
exec {
  default: timeout => 1001;
  'run2': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
}
$v20 = 'val'
service { 'svc1': tag => ['beta', 'gamma'], * => {  } }
notify { ['n4', 'n5', 'n6']: require => Service['svc1'] }
Service { before => Notify['n2'] }
Exec['run1'] ~> Service['svc1'] <~ Package['pkg2']
contain c1
