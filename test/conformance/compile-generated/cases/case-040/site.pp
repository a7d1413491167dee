class c1 (
  Array[String] $p1 = ['a', 'b'],
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 1,
) {
  notify { 'c1-n1': message => '', * => {  } }
  Package { tag => 'db' }
  tag 'alpha'
}
stage { 'pre': before => Stage['main'] }
user { ['user1', 'user2']: managehome => false, ensure => 'absent' }
package { 'pkg1': noop => true, subscribe => User['user2'], loglevel => 'info' }
User['user1'] ~> User['user1']
Exec <| ensure == 'running' and title == 'pkg1' |> { noop => false }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'root', mode => '0755' }
exec { 'run1': command => 'touch /tmp/x', * => { 'require' => Package['pkg1'] } }
class { 'c1': p1 => ['a', 'b'], stage => 'pre' }
service { 'svc1': subscribe => [User['user2'], File['/tmp/f2']], enable => false, loglevel => 'warning' }
User['user1'] <- Class['c1']
