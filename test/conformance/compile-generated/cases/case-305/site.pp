define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 {
  notify { 'c1-n1': withpath => false, noop => false }
}
class c2 (
  Optional[String] $p1 = undef,
  Integer $p2 = 8080,
) {
  tag 'gamma'
  notify {
    default: message => ['a', 'b'];
    'c2-n1': message => undef;
  }
  @user { 'c2-user1': groups => ['adm', 'sudo'], shell => '/bin/bash' }
}
class c3 inherits c1 {
  tag 'gamma'
  Notify <| tag == 'alpha' or tag == 'gamma' |> { message => "tab\there" }
  require c1
}
Service { loglevel => 'warning' }
$v13 = [1, 2]
$v14 = 'val'
user { 'user1': uid => 1001, * => { 'shell' => '/bin/bash' } }
notify { 'n1': tag => 'alpha', withpath => true }
contain c1
@file { ['/tmp/f1', '/tmp/f2']: ensure => 'absent' }
File <| title == 'c1-n1' |> { noop => false }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[Notify['n1']] <~ Notify['n1'] -> Notify <|  |>
notify { 'n2': before => Notify['n1'], subscribe => User['user1'] }
$v24 = [1, 2]
if defined(User['user1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User <| tag == 'gamma' and message == 'x y' |> { require +> Notify['n1'] }
tag 'db'
tag 'alpha'
realize(File['/tmp/f2'])
if defined(Class['c2']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
realize([File['/tmp/f1'], File['/tmp/f2']])
File <| (message == 'x y' or message == 'hello') and tag == 'beta' |>
File['/tmp/f2'] -> Notify['n2']
contain c2
require c1
d1 { 'd1-n1': msg => 'v2' }
