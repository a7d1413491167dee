class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  Package <| message == 'hello' |> { require => Notify['ghost'] }
  file { '/tmp/c1-f1': loglevel => 'info', * => {  } }
  file { '/tmp/c1-f2': noop => true, tag => 'web', content => 'data' }
  file { ['/tmp/c1-f3', '/tmp/c1-f4']: owner => 'root', tag => 'web' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
) {
  tag 'db'
  notify {
    default: tag => 'alpha';
    'c2-n1': message => 'multi
  line';
    'c2-n2': tag => ['db', 'beta'], message => "tab\there";
  }
}
require c1
notify { ['n1', 'n2']: subscribe => File['/tmp/c1-f2'], tag => ['alpha', 'alpha'] }
File <| tag != 'web' and tag != 'alpha' |>
$v11 = { 'k' => 'v' }
user { 'user1': groups => ['adm', 'sudo'], * => {  } }
include c1
require c1
file { '/tmp/f1': owner => 'root', * => { 'loglevel' => 'warning' } }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { loglevel => 'warning' }
Package <| ensure == 'running' and message == 'x y' |> { tag +> ['db', 'web'] }
$v20 = { 'k' => 'v' }
user { 'user2': before => Class['c1'] }
require c2
service {
  default: subscribe => Class['c2'];
  'svc1': require => File['/tmp/c1-f2'];
}
include c2
file {
  default: mode => '0644';
  '/tmp/f2': require => File['/tmp/f1'];
  '/tmp/f3': notify => File['/tmp/c1-f1'], owner => 'root';
}
File { mode => '0755' }
$v27 = 'val'
file { '/tmp/f4': loglevel => 'warning', require => [File['/tmp/c1-f3']] }
Notify['n1'] ~> Notify['c2-n2'] <- Notify <| message == 'hello' |>
file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: before => Service['svc1'] }
user { ['user3', 'user4']: shell => '/bin/bash' }
$v32 = { 'k' => 'v' }
@notify { 'n3': message => 3.5, loglevel => 'info' }
Notify <| ensure == 'directory' and message == 'hello' |> { require => Notify['n2'] }
$v35 = [1, 2]
realize([Notify['n3']])
user { 'user5': managehome => true, subscribe => File['/tmp/f5'], require => File['/tmp/f5'] }
notify {
  default: message => ['a', 'b'];
  'n4': notify => [File['/tmp/c1-f2'], Service['svc1']], tag => ['db', 'web'];
}
tag 'gamma'
Notify['c2-n1'] { message => 'again' }
