define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  String $p1 = 'x y',
) {
  tag 'gamma'
}
d2 { 'd2-n1': level => 'v1' }
notify { 'n1': message => "${module_name} says hi", * => { 'tag' => ['db', 'web'] } }
exec {
  default: command => '/usr/bin/env echo hi', timeout => 1001;
  'run1': command => 'touch /tmp/x', require => Notify['n1'];
}
tag 'db'
include c1
d2 { ['d2-n2', 'd2-n3']: }
service { 'svc1': tag => 'gamma', * => {  } }
$v14 = { 'k' => 'v' }
notify { 'n2': withpath => false, loglevel => 'info' }
user { 'user1': ensure => 'present', * => {  } }
Package <| title == 'user1' |> { tag => 'beta' }
user {
  default: tag => 'alpha';
  'user2': shell => '/bin/sh';
  'user3': notify => [Notify['d2-n2-d22']];
  'user4': tag => ['db', 'alpha'];
}
@notify { ['n3', 'n4']: loglevel => 'info' }
Notify <| tag == 'alpha' |> { require +> User['user1'] }
d1 { 'd1-n1': level => 'v2' }
service { 'svc2': subscribe => Notify['n1'], loglevel => 'info' }
Exec['run1'] -> [Service['svc1']] <- [Exec['run1'], Notify['d1-n1-d11']]
