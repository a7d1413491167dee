define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'db' }
}
class c1 (
  Array[String] $p1 = ['x'],
  Optional[String] $p2 = undef,
  Boolean $p3 = false,
) {
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = undef,
) {
  notify { ['c2-n1', 'c2-n2']: tag => ['beta', 'web'] }
  Package <| ensure == 'running' and title == 'n1' |> { require +> Notify['ghost'] }
  Notify <| tag == 'db' |> { tag +> 'gamma' }
}
class c3 {
  package { 'c3-pkg1': loglevel => 'warning', * => {  } }
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: tag => 'alpha' }
  notify { ['c3-n4', 'c3-n5', 'c3-n6']: noop => true, message => 'x y' }
  tag 'db'
}
d1 { 'd1-n1': }
Notify['d1-n1-d11'] <~ Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
Service <| message == 'hello' or ensure == 'present' |> { tag +> 'alpha' }
d1 { 'd1-n2': level => 'v1' }
user { 'user1': uid => '300', ensure => 'present', before => Notify['d1-n2-d11'] }
exec { 'run1': refreshonly => true }
file { '/tmp/f1': notify => [Exec['run1']], loglevel => 'warning', subscribe => Exec['run1'] }
exec { 'run2': command => 'touch /tmp/x', require => Exec['run1'] }
contain c1
File['/tmp/f1'] { noop => true }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { 'svc1': before => Notify['d1-n1-d11'], noop => true }
d1 { 'd1-n3': level => 'v2' }
[User['user1'], Exec['run1']] ~> Class['c1'] <- [User['user1'], Exec['run2']]
[Notify['d1-n1-d11']] -> Notify['d1-n1-d11']
