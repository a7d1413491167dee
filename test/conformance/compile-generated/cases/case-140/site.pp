define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level, tag => 'web' }
  Notify { noop => true }
}
@@exec { 'run1': command => 'touch /tmp/x', noop => false }
notify { 'n1': withpath => false, loglevel => 'info' }
notify {
  default: message => '';
  'n2': tag => ['alpha', 'gamma'];
  'n3': subscribe => Notify['n1'];
  'n4': tag => ['db', 'web'], noop => false;
}
Notify['n3'] { before +> Notify['n3'] }
notify { ['n5', 'n6']: tag => ['web', 'alpha'] }
user { 'user1': groups => [], shell => '/bin/bash' }
User['user1'] { before +> [Notify['n5']] }
[Notify['n2']] <- User['user1'] <~ Notify['n2']
notify { 'n7': tag => ['db', 'gamma'], noop => true, withpath => false }
Service { subscribe => User['user1'], noop => false }
$v14 = { 'k' => 'v' }
tag 'alpha'
[Notify['n5']] <- Notify['n6'] ~> Notify['n5']
User { subscribe => User['user1'] }
Notify { message => "tab\there" }
exec { ['run2', 'run3', 'run4']: command => 'touch /tmp/x', noop => false }
service {
  default: require => Notify['n5'];
  'svc1': notify => [Notify['n5']];
}
service { 'svc2': subscribe => Notify['n5'], require => Notify['n1'], before => [Notify['n2']] }
$v22 = { 'k' => 'v' }
d1 { 'd1-n1': }
notify { 'n8': subscribe => Notify['n5'] }
@user { 'user2': ensure => 'present', managehome => false, tag => ['gamma', 'alpha'] }
notify { 'n9': withpath => false, notify => Notify['n4'] }
realize([User['user2']])
d1 { 'd1-n2': level => 7 }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc3': tag => ['alpha', 'alpha'], before => [Notify['d1-n2-d11']] }
Service['svc1'] -> File <| tag == 'beta' |> -> Notify['d1-n2-d11']
tag 'beta'
@notify { 'n10': subscribe => [User['user1']] }
tag 'gamma'
Notify <|  |>
