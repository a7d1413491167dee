define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
file { '/tmp/f1': mode => '0755', * => {  } }
Notify { message => 42 }
notify { 'n1': withpath => false, message => ['a', 'b'], tag => 'alpha' }
service { 'svc1': subscribe => File['/tmp/f1'] }
Package { before => Notify['n1'], loglevel => 'info' }
Notify { notify => File['/tmp/f1'] }
@d1 { 'd1-n1': }
Notify { tag => ['beta', 'beta'], before => File['/tmp/f1'] }
$v11 = [1, 2]
$v12 = [1, 2]
file {
  default: subscribe => Service['svc1'];
  '/tmp/f2': notify => Service['svc1'];
}
File['/tmp/f2'] -> Notify['n1'] ~> File['/tmp/f2']
notify { 'n2': require => File['/tmp/f2'] }
service { 'svc2': tag => ['beta', 'db'], * => { 'noop' => false } }
notify { ['n3', 'n4', 'n5']: before => Service['svc1'] }
Notify <|  |> { tag => ['alpha', 'alpha'] }
user { 'user1': tag => 'web' }
$v20 = { 'k' => 'v' }
Service { require => [File['/tmp/f2']] }
user { 'user2': notify => Notify['n3'] }
notify { ['n6', 'n7', 'n8']: message => "${trusted[certname]} says hi", loglevel => 'info' }
d1 { 'd1-n2': }
service { 'svc3': hasrestart => false }
$v26 = [1, 2]
D1 <| message == 'hello' |>
notify { ['n9', 'n10']: withpath => false, subscribe => Notify['n6'] }
User['user2'] ~> [Notify['n7'], Notify['d1-n2-d11']] <~ Notify['n4']
