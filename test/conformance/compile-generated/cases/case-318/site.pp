class c1 {
  exec { 'c1-run1': timeout => 1001, * => { 'command' => '/bin/true' } }
  notify { 'c1-n1': withpath => true }
  package { 'c1-pkg1': noop => true, tag => 'db', loglevel => 'warning' }
}
class c2 {
  user { 'c2-user1': loglevel => 'info' }
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: tag => ['gamma', 'web'], ensure => 'file' }
  exec { 'c2-run1': command => '/bin/true', * => { 'timeout' => 30, 'path' => ['/bin', '/usr/bin'] } }
  package { 'c2-pkg1': noop => true, tag => ['alpha', 'beta'] }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 'x y',
) {
  notify { ['c3-n1', 'c3-n2']: tag => ['gamma', 'alpha'], loglevel => 'info' }
  exec { 'c3-run1': tag => ['web', 'beta'], path => ['/bin', '/usr/bin'] }
  Service <| title == 'n1' or tag != 'gamma' |>
}
Exec { refreshonly => true }
Exec <|  |> { noop => true }
Package <| (title == 'n1' or ensure == 'directory') and ensure == 'present' |>
Exec { timeout => '300' }
file { '/tmp/f1': noop => true, owner => 'www-data' }
notify { ['n1', 'n2']: noop => true, subscribe => File['/tmp/f1'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@exec { ['run1', 'run2']: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'] }
include c3
File['/tmp/f1'] -> Service <|  |>
notify { 'n3': message => 'world', notify => [Notify['c3-n2'], Notify['n1']] }
[Exec['c3-run1']] <~ [Exec['c3-run1']]
service { 'svc1': noop => true, notify => [File['/tmp/f1']], require => Exec['c3-run1'] }
Notify['n2'] -> [File['/tmp/f1']] <- [Service['svc1'], File['/tmp/f1'], Exec['c3-run1']]
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@@notify { 'n4': withpath => false, message => '' }
