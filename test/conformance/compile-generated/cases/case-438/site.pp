define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'beta' }
}
class c1 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 1,
) {
  tag 'web'
}
class c2 (
  String $p1 = 'x y',
  Integer $p2 = 1,
  Integer $p3 = 8080,
) {
  contain c1
  tag 'gamma'
}
User { ensure => 'absent', shell => '/bin/bash' }
user { 'user1': uid => '300' }
$v9 = { 'k' => 'v' }
d1 { 'd1-n1': extra => 'v2' }
include c1
Service { loglevel => 'info' }
@package { ['pkg1', 'pkg2']: noop => true, subscribe => Class['c1'] }
Package <| tag == 'beta' or message == 42 |> { require +> User['user1'] }
d1 { 'd1-n2': extra => 'v2' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: tag => 'db', notify => User['user1'];
  'n1': message => "${module_name} says hi";
  'n2': message => "tab\there";
  'n3': message => "${module_name} says hi", subscribe => Notify['d1-n2-d11'];
}
[Notify['d1-n2-d11'], Notify['d1-n1-d11'], User['user1']] ~> Notify['n2']
@@notify { 'n4': before => Class['c1'] }
