define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  String $p1 = 'abc',
  Array[String] $p2 = ['x'],
  Optional[String] $p3 = undef,
) {
  d1 { 'c1-d1-n1': }
  tag 'beta'
  notify { 'c1-n1': subscribe => Notify['c1-d1-n1-d11'], * => {  } }
  Service <| message == 42 |>
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 1,
) inherits c1 {
  Notify['c1-d1-n1-d11'] { tag => ['db', 'db'] }
  notify { 'c2-n1': noop => true, loglevel => 'info', tag => ['beta', 'alpha'] }
  tag 'web'
  tag 'alpha'
  require c1
}
file {
  default: owner => 'www-data';
  '/tmp/f1': owner => 'www-data', mode => '0755';
  '/tmp/f2': content => "line\n", ensure => 'present';
  '/tmp/f3': content => 'data', mode => '0644';
}
Notify { message => "tab\there", tag => ['beta', 'gamma'] }
user { ['user1', 'user2', 'user3']: uid => 1001 }
notify { 'n1': loglevel => 'info', before => User['user1'], noop => false }
User['user3'] { before => Notify['n1'] }
include c1
@file { '/tmp/f4': before => [File['/tmp/f2']], tag => 'gamma' }
tag 'beta'
notify { 'n2': tag => ['alpha', 'web'], withpath => false }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| tag == 'db' |>
file { ['/tmp/f5', '/tmp/f6']: require => [Notify['c1-n1'], Notify['n2']], ensure => 'file' }
