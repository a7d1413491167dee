define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['a', 'b'],
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: noop => true }
}
Notify <| title == 'n1' |> <~ Service <| ensure == 'running' |>
User <| ensure == 'directory' and tag == 'beta' |> { require => Notify['ghost'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc1', 'svc2', 'svc3']: tag => ['beta', 'web'] }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v12 = [1, 2]
d1 { 'd1-n1': }
notify { 'n1': tag => 'gamma', * => {  } }
exec { 'run1': command => 'touch /tmp/x', tag => ['gamma', 'beta'], before => Notify['n1'] }
$v16 = [1, 2]
notify {
  default: notify => Exec['run1'], subscribe => Service['svc2'];
  'n2': tag => ['web', 'db'], loglevel => 'warning';
  'n3': withpath => true;
}
