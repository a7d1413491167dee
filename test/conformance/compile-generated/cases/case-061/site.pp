class c1 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = [],
) {
  package { ['c1-pkg1', 'c1-pkg2']: noop => true }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', * => {  } }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 80,
  Boolean $p3 = true,
) inherits c1 {
  Package['c1-pkg2'] { tag +> ['alpha', 'beta'] }
  user { 'c2-user1': groups => [] }
  require c1
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = undef,
) inherits c1 {
  include c1
}
notify { 'n1': message => 'hello', * => { 'tag' => 'alpha' } }
Notify { tag => ['beta', 'db'] }
file { '/tmp/f1': notify => Notify['n1'], content => "${trusted[certname]}", mode => '0644' }
tag 'gamma'
user { ['user1', 'user2']: noop => false, subscribe => [File['/tmp/f1']] }
User['user1'] <- User['user2']
file { '/tmp/f2': loglevel => 'warning' }
exec { 'run1': command => 'touch /tmp/x', noop => false }
[User['user1'], Notify['n1'], File['/tmp/f1']] -> Notify <| message == 'world' or tag == 'beta' |>
exec { 'run2': tag => 'beta', path => ['/bin', '/usr/bin'] }
Package { loglevel => 'info' }
require c2
notify { 'n2': loglevel => 'info', * => {  } }
notify {
  default: before => Class['c1'], notify => Package['c1-pkg2'];
  'n3': loglevel => 'info';
}
notify { 'n4': message => ['a', 'b'] }
exec { 'run3': command => '/bin/true', timeout => 1001 }
include c3
notify { 'n5': message => '', require => File['/tmp/f1'] }
notify { 'n6': require => Exec['c1-run1'], tag => 'alpha', subscribe => User['user1'] }
