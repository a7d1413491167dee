define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
tag 'gamma'
notify {
  default: loglevel => 'info';
  'n1': tag => ['web', 'db'];
  'n2': message => 'multi
line';
  'n3': message => ['a', 'b'], tag => ['beta', 'beta'];
}
Notify <| ensure == 'running' and tag == 'alpha' |>
Notify <| ensure == 'directory' or tag == 'gamma' |> { tag => 'db' }
tag 'web'
Notify['n3'] { noop => false }
@notify {
  default: withpath => true, message => "${trusted[certname]} says hi";
  'n4': tag => 'gamma';
  'n5': message => 'world';
  'n6': notify => Notify['n2'], message => 'world';
}
$v13 = [1, 2]
User { ensure => 'present' }
realize(Notify['n4'])
File { owner => 'root', before => Notify['n3'] }
Notify['n4'] ~> Notify['n3'] -> Notify['n1']
@file { '/tmp/f1': ensure => 'present' }
notify { 'n7': require => Notify['n4'], subscribe => Notify['n4'] }
@file { '/tmp/f2': owner => 'www-data', before => Notify['n7'], loglevel => 'warning' }
Notify['n2'] { noop => true }
d1 { 'd1-n1': extra => 'v2' }
Service { before => Notify['n1'], loglevel => 'warning' }
Package { tag => 'web' }
d1 { 'd1-n2': }
