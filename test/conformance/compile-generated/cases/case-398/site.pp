tag 'db'
Notify <| (ensure == 'running' or tag != 'web') and message == 42 |> { tag => ['beta', 'beta'] }
$v2 = [1, 2]
Package { tag => ['web', 'db'], ensure => '1.2.3' }
notify { 'n1': tag => ['gamma', 'web'], loglevel => 'warning' }
tag 'beta'
user { 'user1': tag => 'alpha' }
User <| tag == 'web' |>
notify { 'n2': message => 3.5, before => [Notify['n1']] }
@user { 'user2': tag => ['beta', 'web'] }
exec {
  default: command => '/usr/bin/env echo hi', tag => ['alpha', 'gamma'];
  'run1': loglevel => 'warning';
  'run2': command => 'touch /tmp/x', loglevel => 'warning';
}
realize([User['user2']])
@exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  'run3': command => '/bin/true', require => Exec['run1'];
}
$v13 = [1, 2]
@exec {
  default: command => '/usr/bin/env echo hi', notify => Exec['run2'], refreshonly => true;
  'run4': require => Notify['n2'];
  'run5': path => ['/bin', '/usr/bin'];
  'run6': command => '/bin/true';
}
Exec <| tag != 'gamma' |>
user {
  default: require => Notify['n1'];
  'user3': tag => ['alpha', 'db'];
  'user4': before => [Exec['run1']], loglevel => 'warning';
}
Exec <| tag == 'gamma' |> { tag +> ['gamma', 'web'] }
notify { 'n3': require => Notify['n1'], message => '', tag => ['alpha', 'beta'] }
Exec['run1'] <- Notify['n2']
user { 'user5': tag => ['db', 'beta'], shell => '/bin/sh', loglevel => 'warning' }
Service <| message == 'x y' |> <~ User['user2']
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@user { 'user6': groups => ['adm', 'sudo'] }
