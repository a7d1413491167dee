class c1 {
  exec {
    default: command => 'touch /tmp/x', noop => false, path => ['/bin', '/usr/bin'];
    'c1-run1': command => '/usr/bin/env echo hi', tag => 'web';
    'c1-run2': command => 'touch /tmp/x', loglevel => 'info';
    'c1-run3': command => '/usr/bin/env echo hi', timeout => '300';
  }
  notify { 'c1-n1': message => 'world' }
  User <| tag == 'alpha' |>
}
Exec { timeout => 30, loglevel => 'warning' }
Package <|  |> { require => Notify['ghost'] }
file { '/tmp/f1': tag => ['beta', 'alpha'], ensure => 'absent' }
include c1
@@service { 'svc1': hasrestart => true }
notify {
  default: notify => File['/tmp/f1'];
  'n1': tag => 'beta';
}
Service <| tag != 'db' or ensure == 'directory' |> -> Notify <| tag != 'web' and title == 'n1' |> <~ Notify['c1-n1']
file { '/tmp/f2': loglevel => 'warning', subscribe => Notify['n1'] }
File <| ensure == 'present' |>
notify { 'n2': subscribe => Exec['c1-run1'], noop => false, message => '' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': subscribe => Notify['n2'] }
exec { 'run1': command => '/bin/true', subscribe => User['user1'], path => ['/bin', '/usr/bin'], noop => false }
Notify['n2'] ~> [Notify['n1']]
$v19 = { 'k' => 'v' }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
