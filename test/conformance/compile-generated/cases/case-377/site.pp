class c1 (
  Integer $p1 = 80,
  Boolean $p2 = true,
  Boolean $p3 = true,
) {
  notify {
    default: tag => 'beta', message => "${p2} says hi";
    'c1-n1': noop => true;
  }
  Notify <| ensure == 'present' |>
  @notify { 'c1-n2': message => 'x y', loglevel => 'warning' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  Notify <| message == 'world' |>
  tag 'alpha'
}
exec { 'run1': command => '/bin/true', * => { 'loglevel' => 'warning' } }
@notify {
  default: tag => ['alpha', 'alpha'], message => 'x y';
  'n1': tag => ['gamma', 'web'];
}
Exec['run1'] ~> Notify <| (message == 'x y' or tag != 'alpha') and ensure == 'running' |> ~> Exec['run1']
service { 'svc1': ensure => 'running', tag => ['web', 'gamma'] }
@user { ['user1', 'user2']: tag => 'beta' }
$v12 = { 'k' => 'v' }
notify { 'n2': tag => 'beta', notify => [Service['svc1'], Exec['run1']] }
$v14 = [1, 2]
file { '/tmp/f1': notify => Exec['run1'], content => "${facts[hostname]}" }
service { 'svc2': tag => ['alpha', 'db'], hasrestart => true }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { ['run2', 'run3', 'run4']: timeout => '300', command => '/bin/true' }
Notify <| tag == 'alpha' |>
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n3': withpath => false, loglevel => 'info' }
user { 'user3': loglevel => 'info' }
tag 'web'
Service['svc1'] <~ File['/tmp/f1'] -> File <|  |>
file { '/tmp/f2': ensure => 'file', tag => ['gamma', 'beta'], mode => '0755' }
[File['/tmp/f1'], User['user3'], Exec['run3']] <~ Exec['run2']
tag 'web'
Notify['n2'] -> [Service['svc2']] -> Service <| ensure == 'running' or tag == 'gamma' |>
Package { noop => false, ensure => 'installed' }
