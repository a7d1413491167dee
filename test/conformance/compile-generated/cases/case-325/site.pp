notify { ['n1', 'n2', 'n3']: message => "${trusted[certname]} says hi" }
$v1 = 'val'
Notify['n3'] { noop => false }
notify { 'n4': message => true, subscribe => Notify['n3'] }
file {
  default: owner => 'www-data', before => Notify['n2'];
  '/tmp/f1': subscribe => Notify['n1'], tag => ['db', 'beta'];
  '/tmp/f2': require => Notify['n2'];
}
notify { 'n5': tag => 'db', require => Notify['n4'] }
Notify['n3'] ~> Notify['n1'] <- [Notify['n5'], File['/tmp/f2'], Notify['n2']]
Service <| ensure == 'present' |> { noop => false }
Notify['n5'] <~ [Notify['n1']] -> Notify['n4']
notify { 'n6': before => Notify['n2'], * => {  } }
Notify <| ensure == 'directory' |>
notify { 'n7': message => 'multi
line', notify => Notify['n5'] }
Notify['n3'] { require +> File['/tmp/f1'] }
package { 'pkg1': noop => true, * => {  } }
@@user {
  default: ensure => 'absent';
  'user1': require => Package['pkg1'];
  'user2': uid => 1001, notify => [Notify['n6']];
}
Notify['n4'] { before +> Notify['n3'] }
service { ['svc1', 'svc2', 'svc3']: before => Package['pkg1'], require => Notify['n4'] }
notify { 'dup': before => Class['nosuch'] }
