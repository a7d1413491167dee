class c1 (
  Integer $p1 = 8080,
  Array[String] $p2 = ['x'],
) {
  @file { '/tmp/c1-f1': mode => '0600' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = undef,
) inherits c1 {
  @file { '/tmp/c2-f1': ensure => 'present', content => 'data', mode => '0755' }
  Service { tag => 'beta' }
  @notify { 'c2-n1': tag => 'db', loglevel => 'info' }
}
class c3 (
  String $p1 = 's',
) {
  package { 'c3-pkg1': tag => 'alpha', loglevel => 'warning' }
  File { owner => 'root', mode => '0644' }
}
Exec <| title == 'n1' |> { noop => false }
user { 'user1': uid => 1001, * => {  } }
file { '/tmp/f1': before => User['user1'] }
User['user1'] { tag => ['alpha', 'beta'] }
tag 'beta'
Package <| message == 42 |>
$v15 = 'val'
include c1
exec {
  default: command => '/usr/bin/env echo hi', refreshonly => true;
  'run1': path => ['/bin', '/usr/bin'], refreshonly => true;
}
notify { ['n1', 'n2', 'n3']: notify => User['user1'] }
include c1
@service { ['svc1', 'svc2']: before => Notify['n2'] }
notify { 'n4': subscribe => [Notify['n2'], User['user1']], tag => ['gamma', 'web'] }
exec { ['run2', 'run3', 'run4']: before => Notify['n4'], command => '/usr/bin/env echo hi' }
Notify['n3'] <- [User['user1']]
Service <| tag != 'gamma' |>
Notify['n1'] -> File['/nowhere']
