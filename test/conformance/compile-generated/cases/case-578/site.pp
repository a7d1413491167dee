define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'alpha' }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
notify { ['n1', 'n2', 'n3']: withpath => true }
d1 { 'd1-n1': msg => 7 }
Notify['n1'] { before +> Notify['n3'] }
@notify { 'n4': notify => Notify['n2'], withpath => false }
exec { 'run1': command => 'touch /tmp/x', tag => ['beta', 'db'], loglevel => 'warning', path => ['/bin', '/usr/bin'] }
if defined(Exec['run1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: tag => ['web', 'alpha'];
  'n5': noop => false;
}
notify { 'n6': message => true, require => Notify['d1-n1-d12'] }
package { 'pkg1': loglevel => 'warning', noop => true, notify => Notify['n5'] }
d1 { ['d1-n2', 'd1-n3']: msg => 'v1' }
notify { ['n7', 'n8', 'n9']: before => Notify['d1-n2-d11'], noop => false }
[Notify['d1-n2-d11']] -> Notify <| ensure == 'running' |>
Notify <| message == 'world' and tag != 'db' |> { require +> Notify['n7'] }
user { 'user1': noop => true, before => Notify['n6'] }
Notify['n3'] { message => 'multi
line' }
d1 { 'd1-n4': msg => 7 }
@file { '/tmp/f1': owner => 'root', content => "line\n" }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: tag => ['alpha', 'alpha'] }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { ['d1-n5', 'd1-n6']: }
Notify['n8'] { withpath => true }
if defined(Class[main]) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@d1 { ['d1-n7', 'd1-n8']: }
d1 { 'd1-n9': }
