define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'db' }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
@service { ['svc1', 'svc2', 'svc3']: hasrestart => false, ensure => 'stopped' }
notify {
  default: message => true;
  'n1': before => [Notify['d1-n2-d11'], Notify['d1-n1-d11']];
}
file {
  default: owner => 'root', tag => ['gamma', 'alpha'];
  '/tmp/f1': tag => 'alpha', content => "${facts[hostname]}";
  '/tmp/f2': subscribe => Notify['n1'];
  '/tmp/f3': tag => 'db', mode => '0644';
}
Package <| title == 'n1' |>
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': withpath => true }
Service <| (title == 'n1' or tag != 'db') and tag != 'alpha' |>
package { 'pkg1': loglevel => 'warning' }
tag 'alpha'
tag 'db'
File['/tmp/f3'] ~> Notify['n2'] <~ [Notify['n2'], File['/tmp/f3']]
notify { 'n3': require => [File['/tmp/f2'], Notify['n1']], before => Notify['n2'] }
notify { ['n4', 'n5', 'n6']: withpath => false, message => 3.5 }
realize(Service['svc2'])
file { '/tmp/f4': tag => ['alpha', 'beta'] }
d1 { 'd1-n3': }
notify { 'n7': withpath => false, subscribe => [File['/tmp/f2']] }
notify { 'n8': withpath => false }
user { ['user1', 'user2']: before => Package['pkg1'], shell => '/bin/bash' }
realize([Service['svc3']])
File['/tmp/f2'] { require => File['/tmp/f1'] }
if defined(Notify['n1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/f4'] <- Notify['n2'] -> Notify['n2']
file { '/tmp/f5': subscribe => Notify['n4'], require => User['user1'] }
Notify['n7'] ~> [Notify['d1-n3-d11']] <- Notify <| tag != 'alpha' |>
exec { ['run1', 'run2', 'run3']: loglevel => 'warning' }
user { 'user3': tag => ['beta', 'web'] }
Service <|  |> { tag => ['gamma', 'db'] }
package { ['pkg2', 'pkg3', 'pkg4']: tag => 'web' }
notify { 'n9': loglevel => 'warning' }
service { 'svc4': notify => Package['pkg4'], * => {  } }
Notify <|  |> { require +> Package['pkg2'] }
user { 'user4': shell => '/bin/bash', * => {  } }
File['/tmp/f3'] -> Exec['run3'] -> Package['pkg4']
Notify <| ensure == 'directory' |> { tag +> 'db' }
