define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  Notify { noop => true }
}
@file { '/tmp/f1': noop => false, owner => 'root', loglevel => 'warning' }
$v4 = 'val'
notify { 'n1': tag => ['db', 'web'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] ~> Notify <| ensure == 'running' |>
d1 { ['d1-n1', 'd1-n2']: }
notify { 'n2': tag => ['gamma', 'db'], message => 'hello', withpath => false }
d1 { 'd1-n3': }
Notify['n2'] { noop => true }
file { '/tmp/f2': loglevel => 'warning', ensure => 'directory' }
realize([File['/tmp/f1']])
File['/tmp/f1'] -> Notify <|  |>
File <|  |>
@@file {
  default: loglevel => 'warning', mode => '0644';
  '/tmp/f3': tag => ['db', 'db'];
  '/tmp/f4': notify => Notify['n2'];
  '/tmp/f5': subscribe => File['/tmp/f1'];
}
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
