notify { ['n1', 'n2', 'n3']: message => "${facts[hostname]} says hi" }
Notify <| tag != 'alpha' |> { tag +> 'alpha' }
tag 'alpha'
Notify['n1'] { tag => 'gamma' }
user { ['user1', 'user2', 'user3']: loglevel => 'info' }
@user { 'user4': groups => ['adm', 'sudo'], ensure => 'absent' }
User { before => User['user2'], managehome => true }
File { loglevel => 'warning' }
$v8 = { 'k' => 'v' }
notify { 'n4': subscribe => Notify['n1'], notify => Notify['n3'] }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], notify => [Notify['n2']] }
$v11 = { 'k' => 'v' }
Package { noop => true, require => [User['user3']] }
service {
  default: require => Exec['run1'], enable => true;
  'svc1': ensure => 'stopped';
}
User <| title == 'svc1' |>
@notify { ['n5', 'n6']: noop => true }
service { 'svc2': tag => 'gamma', * => {  } }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc3', 'svc4', 'svc5']: subscribe => Service['svc2'] }
file { '/tmp/f1': tag => ['gamma', 'gamma'] }
File['/tmp/f1'] -> Notify['n4'] ~> User['user1']
File['/tmp/f1'] <~ Service['svc1'] -> [Service['svc5'], File['/tmp/f1']]
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service { hasrestart => false }
service { 'svc6': enable => false }
exec { 'run3': command => '/bin/true', subscribe => Exec['run2'] }
notify { 'n7': message => 'x y', tag => 'db' }
