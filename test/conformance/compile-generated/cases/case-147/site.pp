define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Integer $p1 = 1,
  Array[String] $p2 = ['x'],
) {
  notify {
    default: tag => ['web', 'web'];
    'c1-n1': noop => true;
    'c1-n2': message => undef;
    'c1-n3': tag => ['web', 'web'], noop => true;
  }
  notify { 'c1-n4': message => '', withpath => true, noop => true }
}
class c2 inherits c1 {
  Notify['c1-n1'] { message => 'alpha' }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: noop => false }
  if defined('$title') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  contain c1
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => 3.5, noop => false }
}
class { 'c2': }
d1 { 'd1-n1': msg => 'v1' }
exec { ['run1', 'run2', 'run3']: subscribe => [Notify['c1-n3']] }
notify { 'n1': subscribe => Notify['d1-n1-d11'], withpath => false, require => Exec['run2'] }
Service <|  |> { noop => false }
$v17 = 'val'
Notify <| ensure == 'directory' or title == 'c2-svc1' |>
user { 'user1': tag => 'beta', require => Notify['d1-n1-d12'], uid => '300' }
realize(Service['nosvc'])
