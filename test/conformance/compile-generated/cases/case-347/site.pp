define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
notify { 'n1': tag => 'web' }
$v4 = 'val'
file { '/tmp/f1': notify => Notify['n1'], require => Notify['n1'] }
file { '/tmp/f2': ensure => 'directory', loglevel => 'info', notify => Notify['n1'] }
tag 'alpha'
file { '/tmp/f3': require => [File['/tmp/f1']], * => {  } }
package { ['pkg1', 'pkg2']: notify => File['/tmp/f3'] }
User <| tag == 'db' and title == '/tmp/f2' |> { tag => 'alpha' }
Service <| ensure == 'running' |> { tag => ['alpha', 'db'] }
Notify { noop => true, tag => 'alpha' }
Notify['n1'] { message => 'multi
line' }
User { groups => [], before => File['/tmp/f2'] }
file { '/tmp/f4': subscribe => Package['pkg1'], before => [Package['pkg1'], File['/tmp/f2']], tag => ['web', 'gamma'] }
@notify { 'n2': withpath => false, * => {  } }
Package { loglevel => 'info' }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
file {
  default: notify => Notify['d1-n1-d12'];
  '/tmp/f5': notify => File['/tmp/f3'];
  '/tmp/f6': loglevel => 'warning', content => 'data';
}
File { notify => [Notify['d1-n2-d11']], subscribe => [Notify['d1-n2-d11'], Notify['n1']] }
@notify {
  default: withpath => true;
  'n3': tag => 'beta', withpath => false;
}
Notify <| title == '/tmp/f2' |> { tag => 'db' }
notify { 'n4': noop => false }
realize(Notify['n3'])
Notify <| (ensure == 'directory' or tag == 'web') and message == 42 |>
Notify { message => "${facts[hostname]} says hi" }
exec { 'run1': command => 'touch /tmp/x', tag => 'gamma' }
@file { '/tmp/f7': owner => 'root', ensure => 'absent' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
