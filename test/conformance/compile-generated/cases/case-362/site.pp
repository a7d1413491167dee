define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'beta' }
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Array[String] $p1 = [],
  String $p2 = 'abc',
) {
  package { 'c1-pkg1': loglevel => 'warning' }
  tag 'alpha'
  User <| ensure == 'present' or message == 42 |> { tag +> 'alpha' }
}
class c2 (
  Optional[String] $p1 = undef,
  String $p2 = 'abc',
) {
  @notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => ['a', 'b'] }
  notify { 'c2-n4': noop => false, loglevel => 'info', withpath => false }
}
class c3 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 80,
  String $p3 = 's',
) {
  tag 'beta'
  notify { 'c3-n1': message => 'x y' }
}
User <| title == 'n1' |>
Notify { withpath => true }
User <|  |> { noop => false }
File { loglevel => 'warning' }
User { managehome => false, groups => ['adm', 'sudo'] }
file { '/tmp/f1': mode => '0600', loglevel => 'info' }
Exec { tag => 'db', subscribe => File['/tmp/f1'] }
include c2
Service { ensure => 'stopped' }
File { owner => 'www-data', tag => 'alpha' }
realize(Notify['c2-n1'])
file { '/tmp/f2': before => Notify['c2-n4'], notify => [File['/tmp/f1'], Notify['c2-n1']] }
include c3
service { ['svc1', 'svc2']: before => [File['/tmp/f2']] }
Service['svc2'] { tag +> 'web' }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n1', 'n2', 'n3']: message => 'x y' }
exec { ['run1', 'run2', 'run3']: path => ['/bin', '/usr/bin'], command => '/bin/true' }
tag 'gamma'
