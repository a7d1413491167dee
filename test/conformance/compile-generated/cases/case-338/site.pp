define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
tag 'gamma'
d1 { 'd1-n1': }
[Notify['d1-n1-d12']] <- Service <| ensure == 'directory' |> ~> [Notify['d1-n1-d12'], Notify['d1-n1-d11']]
notify { 'n1': loglevel => 'warning' }
notify {
  default: notify => [Notify['d1-n1-d12'], Notify['n1']], require => Notify['n1'];
  'n2': subscribe => Notify['n1'];
  'n3': before => Notify['d1-n1-d11'], noop => true;
}
File <|  |>
exec { 'run1': command => '/bin/true', loglevel => 'warning' }
Notify <| ensure == 'running' |> -> Notify['n2'] -> Exec['run1']
Notify <| tag != 'alpha' and title == 'n1' |>
user { 'user1': loglevel => 'info', uid => 1001 }
notify { 'n4': message => '' }
d1 { ['d1-n2', 'd1-n3']: extra => 7 }
file { '/tmp/f1': mode => '0600', before => Exec['run1'] }
service { 'svc1': subscribe => [Notify['n3']], ensure => 'stopped' }
$v17 = [1, 2]
Package { ensure => 'installed' }
Exec { tag => ['alpha', 'web'] }
$v20 = { 'k' => 'v' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { require => [Exec['run1']] }
@package { 'pkg1': loglevel => 'warning' }
notify { ['n5', 'n6', 'n7']: noop => false, notify => [Notify['n1']] }
Notify['d1-n3-d11'] -> Notify['d1-n3-d12'] <~ Notify <| (tag != 'web' or title == 'd1-n3-d11') and tag == 'web' |>
Exec['run1'] -> User['user1'] -> User['user1']
Exec['run1'] { noop => false }
notify { 'n8': message => 3.5 }
Exec { timeout => 30 }
exec {
  default: loglevel => 'info', before => Notify['d1-n3-d11'];
  'run2': path => ['/bin', '/usr/bin'], command => '/usr/bin/env echo hi';
  'run3': command => '/bin/true', tag => ['web', 'alpha'];
  'run4': command => 'touch /tmp/x', before => Notify['n5'], tag => ['alpha', 'gamma'];
}
