define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
@notify { 'n1': message => 'x y', noop => false, loglevel => 'info' }
Exec { refreshonly => false, tag => 'gamma' }
realize(Notify['n1'])
Notify <| tag == 'beta' |>
Notify['n1'] <- Notify['n1'] ~> Notify['n1']
d1 { ['d1-n1', 'd1-n2']: }
Notify['n1'] -> Notify['d1-n1-d11']
user { 'user1': shell => '/bin/sh', before => Notify['d1-n2-d11'] }
@@notify {
  default: before => [Notify['d1-n2-d11']];
  'n2': loglevel => 'info', tag => ['db', 'gamma'];
  'n3': tag => 'web', message => 'multi
line';
  'n4': message => 'world';
}
notify {
  default: subscribe => [Notify['d1-n1-d11']], loglevel => 'warning';
  'n5': tag => ['alpha', 'alpha'];
  'n6': loglevel => 'warning';
}
@user { 'user2': groups => [], * => { 'shell' => '/bin/sh' } }
include nosuch
