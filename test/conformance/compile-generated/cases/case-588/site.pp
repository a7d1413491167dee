define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'db' }
  notify { "${title}-d21": message => $extra, tag => 'web' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  File <|  |>
  service {
    default: loglevel => 'info', ensure => 'running';
    'c1-svc1': enable => true;
  }
}
class c2 (
  String $p1 = 'x y',
  Boolean $p2 = true,
  Array[String] $p3 = ['a', 'b'],
) {
  require c1
  user { 'c2-user1': tag => 'web', managehome => true }
  include c1
  file { '/tmp/c2-f1': owner => 'root', tag => ['beta', 'web'], mode => '0755' }
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
notify {
  default: require => Notify['d1-n1-d11'], before => Notify['d1-n1-d11'];
  'n1': withpath => false, message => "${module_name} says hi";
  'n2': message => "${trusted[certname]} says hi";
}
$v18 = [1, 2]
Service <| title == 'n2' |> { noop => true }
@file {
  default: tag => ['alpha', 'gamma'];
  '/tmp/f1': tag => 'db', noop => true;
}
notify { 'n3': tag => 'alpha', before => Notify['d1-n1-d11'] }
contain c1
user {
  default: require => [Notify['n2'], Notify['d1-n1-d11']], noop => false;
  'user1': notify => Notify['n2'], shell => '/bin/bash';
}
Notify['n1'] { tag => 'web' }
tag 'gamma'
User['user1'] ~> Notify['n1'] -> Notify <| message == 'x y' |>
d2 { 'd2-n1': level => 'v1' }
