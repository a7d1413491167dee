define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
class c1 (
  Integer $p1 = 80,
) {
  service { 'c1-svc1': tag => ['alpha', 'gamma'], enable => true, noop => true }
  file { '/tmp/c1-f1': content => 'data', noop => true, mode => '0644' }
  Package <| tag != 'alpha' or tag != 'alpha' |> { noop => true }
  notify { 'c1-n1': message => "${p1} says hi", loglevel => 'info' }
}
class c2 (
  Array[String] $p1 = [],
) {
  @notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => 42 }
  contain c1
}
notify { 'n1': withpath => false }
user { 'user1': managehome => false }
Notify { message => 42 }
notify { 'n2': loglevel => 'warning', noop => false, tag => 'alpha' }
@notify {
  default: notify => Notify['n1'];
  'n3': before => [Notify['n1']];
}
include c1
exec { 'run1': command => '/bin/true', tag => 'beta' }
Notify <| title == 'user1' |>
if defined(Notify['n2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
