define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => 'fixed', tag => 'beta' }
}
Service { noop => false }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File <| tag == 'web' |> { noop => false }
Package { loglevel => 'warning', ensure => 'installed' }
file { '/tmp/f1': ensure => 'present', noop => true }
File['/tmp/f1'] <- Service <| ensure == 'running' |> ~> Notify <| message == 42 |>
@d1 { 'd1-n1': extra => 'v1' }
exec { 'run1': command => 'touch /tmp/x', * => { 'tag' => 'web', 'noop' => true } }
file {
  default: mode => '0644';
  '/tmp/f2': loglevel => 'warning';
}
user { ['user1', 'user2']: shell => '/bin/sh' }
realize([D1['d1-n1']])
file { ['/tmp/f3', '/tmp/f4']: tag => ['gamma', 'alpha'] }
@d2 { 'd2-n1': level => 7 }
File['/tmp/f3'] -> Exec['run1'] -> User['user2']
notify { 'n1': before => User['user2'] }
realize([D1['d1-n1'], D2['d2-n1']])
notify { 'n2': message => 42, * => { 'tag' => 'web' } }
d1 { 'd1-n2': extra => 'v1' }
realize(D1['d1-n1'])
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if defined(File['/tmp/f1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
