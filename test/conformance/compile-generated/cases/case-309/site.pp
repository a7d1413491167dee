File <| tag == 'gamma' |> { require => Notify['ghost'] }
$v1 = 'val'
notify { 'n1': withpath => true }
package { 'pkg1': subscribe => Notify['n1'], before => Notify['n1'], noop => false }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] -> Notify['n1']
user { 'user1': ensure => 'absent' }
file { '/tmp/f1': tag => 'alpha', loglevel => 'warning' }
Notify <| title == 'pkg1' |> <- User['user1']
notify { 'n2': message => undef, * => { 'notify' => File['/tmp/f1'] } }
notify { ['n3', 'n4', 'n5']: message => 3.5 }
User <| ensure == 'running' and message == 42 |>
notify { 'n6': noop => true, tag => ['gamma', 'web'], require => Notify['n4'] }
[Notify['n3'], Package['pkg1'], Notify['n2']] ~> Notify['n2']
user {
  default: require => [Package['pkg1']];
  'user2': before => User['user1'];
  'user3': uid => 1001, loglevel => 'info';
}
@notify { 'n7': loglevel => 'warning' }
Notify['n5'] { require +> User['user1'] }
file { '/tmp/f2': owner => 'root' }
File <| message == 42 or tag == 'alpha' |> ~> [User['user2'], Notify['n1']] -> Notify <| message == 'world' |>
