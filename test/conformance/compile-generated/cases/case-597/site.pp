define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run1': tag => ['alpha', 'web'], * => {  } }
}
class c2 {
  file { '/tmp/c2-f1': noop => false, tag => ['alpha', 'alpha'] }
  @notify { 'c2-n1': tag => 'gamma' }
}
class c3 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Variant[Integer, String] $p3 = 1,
) {
  @user { 'c3-user1': uid => 1001, noop => true, shell => '/bin/sh' }
}
Exec { tag => 'alpha' }
require c1
Service <| tag == 'web' or message == 'hello' |> <~ Exec['c1-run1']
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
tag 'db'
Notify <|  |> -> Notify['d1-n1-d12'] <~ [Notify['d1-n1-d11'], Notify['d1-n2-d11']]
notify {
  default: before => Exec['c1-run1'];
  'n1': loglevel => 'info', message => "${module_name} says hi";
  'n2': subscribe => [Exec['c1-run1']], require => Notify['d1-n2-d11'];
  'n3': loglevel => 'info';
}
