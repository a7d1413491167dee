define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = [],
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c1-n1': withpath => false }
}
notify { 'n1': tag => ['web', 'beta'] }
notify { 'n2': loglevel => 'warning' }
Notify <| title == 'n2' |>
notify { 'n3': message => 3.5 }
service { 'svc1': ensure => 'stopped', * => {  } }
class { 'c1': p3 => 'a' }
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
notify { ['n4', 'n5', 'n6']: tag => ['gamma', 'web'] }
Notify['n2'] { withpath => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'warning', tag => 'web' }
Package <| ensure == 'directory' or ensure == 'running' |> { require +> Service['svc1'] }
@@file { ['/tmp/f4', '/tmp/f5']: content => "${facts[hostname]}" }
package { 'pkg1': ensure => 'latest', tag => ['beta', 'gamma'], subscribe => File['/tmp/f1'] }
Notify['n5'] { require +> Notify['n6'] }
