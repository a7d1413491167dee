class c1 {
  
}
tag 'alpha'
service { 'svc1': ensure => 'stopped', noop => false }
package { ['pkg1', 'pkg2']: tag => 'gamma' }
User { shell => '/bin/bash' }
Notify <| tag == 'beta' or title == 'svc1' |>
$v6 = [1, 2]
file {
  default: before => Service['svc1'];
  '/tmp/f1': subscribe => Package['pkg2'];
  '/tmp/f2': ensure => 'present', content => "line\n";
}
user { 'user1': noop => false, require => File['/tmp/f1'] }
user { 'user2': ensure => 'present' }
User['user2'] ~> File <| message == 'x y' |> <~ Service['svc1']
File['/tmp/f1'] { noop => true }
File['/tmp/f2'] { tag => ['db', 'db'] }
class { 'c1': }
$v14 = 'val'
