class c1 (
  Boolean $p1 = true,
  String $p2 = 's',
  Integer $p3 = 1,
) {
  Notify <| message == 'hello' or title == 'n1' |>
  Notify { tag => ['db', 'gamma'] }
  user { 'c1-user1': uid => '300', * => { 'noop' => false } }
}
class c2 (
  Integer $p1 = 1,
) {
  Notify { tag => 'web' }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => false, noop => false }
  User <|  |>
}
class c3 (
  String $p1 = 'abc',
  Boolean $p2 = false,
) {
  notify { 'c3-n1': loglevel => 'warning', tag => 'alpha' }
  @file { '/tmp/c3-f1': tag => ['alpha', 'beta'], content => "${p2}", noop => false }
}
Notify { withpath => false }
Notify <| (message == 'hello' and tag != 'alpha') and message == 'x y' |> -> Notify <| title == 'n1' |>
user { 'user1': groups => 'users', noop => false }
tag 'web'
file {
  default: tag => 'gamma', notify => User['user1'];
  '/tmp/f1': ensure => 'directory';
  '/tmp/f2': content => "line\n", loglevel => 'info';
  '/tmp/f3': require => User['user1'], owner => 'root';
}
require c1
File['/tmp/f1'] { before +> File['/tmp/f3'] }
Notify { tag => 'beta' }
Notify { message => true, before => User['c1-user1'] }
File['/tmp/f2'] { noop => true }
[User['user1']] <- Notify <| tag != 'web' |>
notify { 'n1': message => 42 }
Notify <| message == 'x y' |>
Service { ensure => 'stopped' }
file { '/tmp/f4': subscribe => Notify['n1'], * => {  } }
$v26 = [1, 2]
notify { ['n2', 'n3', 'n4']: require => File['/tmp/f1'], subscribe => User['c1-user1'] }
File['/tmp/f1'] { noop => true }
notify { 'n5': notify => Notify['n2'] }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': tag => ['web', 'alpha'], refreshonly => false, command => '/usr/bin/env echo hi' }
notify { 'n6': loglevel => 'info' }
File <| ensure == 'present' and message == 42 |>
File['/tmp/f2'] <- Notify <| tag != 'alpha' |>
file {
  default: owner => 'www-data', loglevel => 'info';
  '/tmp/f5': mode => '0755';
  '/tmp/f6': content => "${facts[hostname]}";
  '/tmp/f7': owner => 'root';
}
require c3
notify { ['n7', 'n8', 'n9']: loglevel => 'warning' }
