notify {
  default: tag => ['gamma', 'beta'];
  'n1': message => "${facts[hostname]} says hi", withpath => false;
}
service { 'svc1': before => Notify['n1'] }
notify { 'n2': withpath => true, subscribe => Service['svc1'] }
@@notify {
  default: subscribe => [Service['svc1']];
  'n3': notify => Service['svc1'], before => [Notify['n2'], Service['svc1']];
  'n4': message => ['a', 'b'];
  'n5': before => Notify['n2'], message => 'hello';
}
tag 'web'
Notify['n1'] { require +> Service['svc1'] }
File { noop => false }
[Notify['n2']] ~> Notify['n1'] -> [Service['svc1'], Notify['n1']]
Package <| tag != 'web' or message == 'world' |>
@@notify { 'n6': loglevel => 'warning' }
Notify['n1'] ~> Service <|  |> ~> Notify['n2']
Service['svc1'] { tag +> ['web', 'alpha'] }
tag 'beta'
notify { 'n7': subscribe => [Notify['n2']] }
notify {
  default: message => "${module_name} says hi", subscribe => Notify['n7'];
  'n8': noop => false, tag => ['beta', 'alpha'];
  'n9': message => 'x y';
}
service { ['svc2', 'svc3', 'svc4']: notify => Service['svc1'], require => Notify['n8'] }
package {
  default: notify => Service['svc4'], tag => 'web';
  'pkg1': loglevel => 'info', tag => ['gamma', 'web'];
  'pkg2': ensure => '1.2.3';
}
tag 'gamma'
Notify['n2'] { before => Service['svc2'] }
Service <<| title == 'n7' or message == 42 |>> { require => Package['pkg1'] }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': noop => false, * => { 'groups' => 'users' } }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { ['svc5', 'svc6', 'svc7']: subscribe => [Notify['n2'], Service['svc1']], notify => Service['svc4'] }
exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['n2'], subscribe => [Notify['n7']] }
$v27 = [1, 2]
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: mode => '0755' }
@notify { 'n10': tag => ['alpha', 'web'], message => 'world', require => Service['svc4'] }
service { 'svc8': subscribe => Service['svc6'], tag => 'gamma' }
notify { 'n11': tag => ['web', 'web'], notify => Notify['n9'] }
Notify <<| (tag == 'db' or title == 'user1') and tag != 'alpha' |>> { require +> Package['pkg2'] }
notify { 'n12': tag => ['gamma', 'alpha'], subscribe => Notify['n8'] }
Notify { loglevel => 'warning' }
@@service { 'svc9': subscribe => Service['svc7'], enable => false, hasrestart => false }
user { 'user2': ensure => 'present', groups => ['adm', 'sudo'], managehome => false }
File['/tmp/f3'] { require => Service['svc4'] }
notify { ['n13', 'n14', 'n15']: withpath => true, subscribe => User['user1'] }
$v39 = { 'k' => 'v' }
include nosuch
