define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  notify { ['c1-n1', 'c1-n2']: message => 'hello' }
}
class c2 {
  file { '/tmp/c2-f1': tag => 'web', noop => false }
  require c1
}
class c3 {
  d1 { 'c3-d1-n1': }
  require c1
  tag 'db'
  Notify <| tag == 'alpha' and message == 'hello' |>
}
@d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
class { 'c3': }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': refreshonly => true }
[Notify['c3-d1-n1-d11'], Exec['run1'], Notify['c1-n2']] ~> Notify['c1-n2']
notify { 'n1': loglevel => 'warning', subscribe => Exec['run1'] }
Notify['n1'] { noop => true }
file { '/tmp/f1': subscribe => Notify['c1-n1'], * => { 'notify' => Notify['c3-d1-n1-d12'] } }
Notify['n1'] -> Notify['c1-n1'] -> [Exec['run1'], Notify['c1-n2'], Notify['c3-d1-n1-d12']]
@file { ['/tmp/f2', '/tmp/f3']: content => "line\n" }
[Notify['c3-d1-n1-d11'], Notify['c1-n2']] -> Class['c3'] <~ [File['/tmp/f1'], Exec['run1']]
user { 'user1': uid => 30 }
exec { 'run2': command => '/bin/true', noop => false, before => Class['c3'] }
notify {
  default: before => File['/tmp/f1'];
  'n2': before => Notify['n1'];
  'n3': message => 3.5;
  'n4': subscribe => Notify['c1-n2'];
}
@file { '/tmp/f4': tag => 'web', subscribe => User['user1'], loglevel => 'warning' }
notify { ['n5', 'n6', 'n7']: message => undef, notify => Notify['n1'] }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n8': notify => Class['c3'], loglevel => 'info' }
tag 'beta'
