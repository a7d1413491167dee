file { '/tmp/f1': tag => 'beta' }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User <| (tag != 'gamma' and tag != 'beta') and tag == 'db' |>
$v4 = { 'k' => 'v' }
notify {
  default: require => File['/tmp/f1'];
  'n1': tag => 'db', require => File['/tmp/f1'];
}
$v6 = { 'k' => 'v' }
Service <| message == 42 or tag == 'alpha' |> { tag +> ['alpha', 'beta'] }
tag 'web'
$v9 = 'val'
notify { 'n2': tag => 'beta', * => {  } }
File['/tmp/f1'] { before +> File['/tmp/f1'] }
notify {
  default: before => [File['/tmp/f1'], Notify['n1']];
  'n3': subscribe => Notify['n2'], tag => 'beta';
}
Notify <| tag == 'gamma' |> { require +> Notify['n3'] }
File['/tmp/f1'] { require => [Notify['n2'], Notify['n1']] }
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n2'] ~> [Notify['n3']]
@exec { 'run1': command => 'touch /tmp/x', tag => 'gamma' }
@@user { 'user1': loglevel => 'info', * => { 'tag' => ['gamma', 'alpha'] } }
service { ['svc1', 'svc2', 'svc3']: require => File['/tmp/f1'], tag => ['web', 'db'] }
Service['svc2'] { before +> Notify['n1'] }
file { '/tmp/f2': loglevel => 'info' }
Notify['n1'] <~ Notify['n1']
user { ['user2', 'user3']: loglevel => 'info', before => Service['svc1'] }
$v25 = [1, 2]
file { '/tmp/f3': subscribe => Service['svc2'], * => {  } }
Exec <| message == 'hello' |>
User { ensure => 'absent', tag => ['web', 'web'] }
