class c1 {
  service { 'c1-svc1': loglevel => 'info' }
  notify { 'c1-n1': withpath => true }
  notify { ['c1-n2', 'c1-n3']: message => 'world', tag => 'db' }
}
class c2 (
  Optional[String] $p1 = undef,
) {
  notify { 'c2-n1': loglevel => 'info', tag => 'alpha', message => "${p1} says hi" }
  tag 'gamma'
  contain c1
}
Notify <| tag != 'beta' |> <- File <| tag != 'beta' or title == 'n1' |>
Notify { tag => ['beta', 'gamma'] }
notify { 'n1': loglevel => 'warning', * => {  } }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'warning' }
$v12 = { 'k' => 'v' }
Notify['n1'] <- Service['svc1']
user { 'user1': require => Notify['n1'] }
notify { ['n2', 'n3', 'n4']: subscribe => Service['svc1'] }
File { subscribe => Notify['n2'] }
Service { enable => false, noop => false }
contain c2
User { shell => '/bin/sh' }
Service['svc1'] <- Service <| tag == 'gamma' |>
user { 'user2': uid => 30, loglevel => 'info' }
notify { 'n5': message => 42, tag => 'beta', withpath => false }
Service <| (title == 'svc1' and title == 'svc2') and title == 'c1-n1' |> -> Notify['c1-n2']
$v24 = { 'k' => 'v' }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => 'db' }
file { ['/tmp/f4', '/tmp/f5']: ensure => 'present' }
Notify <| tag != 'db' and ensure == 'running' |>
contain c1
notify { ['n6', 'n7', 'n8']: message => 'multi
line', loglevel => 'warning' }
notify { 'n9': message => 'multi
line', tag => 'web', before => Notify['c1-n3'] }
user {
  default: groups => ['adm', 'sudo'];
  'user3': groups => [];
  'user4': before => Notify['n4'], noop => true;
  'user5': tag => ['db', 'beta'];
}
package { 'pkg1': ensure => 'absent', notify => Service['svc3'] }
notify { ['n10', 'n11']: require => Service['svc3'] }
Notify['n2'] { tag +> 'db' }
Notify <| tag == 'web' or message == 'x y' |> { message => 'world' }
User['user4'] { require +> User['user4'] }
exec { 'run1': command => '/usr/bin/env echo hi', * => { 'noop' => false, 'timeout' => 30 } }
File['/tmp/f3'] -> Service['nosvc']
