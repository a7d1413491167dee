define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web' }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  String $p2 = 's',
  Enum['a', 'b'] $p3 = 'a',
) {
  d1 { 'c1-d1-n1': }
}
Exec <| title == 'n1' |>
service { 'svc1': tag => ['web', 'db'] }
package {
  default: require => Service['svc1'], before => Service['svc1'];
  'pkg1': noop => false;
  'pkg2': tag => 'gamma';
}
Notify <| message == 'hello' and ensure == 'running' |> { require => Package['pkg1'] }
File <| message == 'hello' and tag != 'beta' |> { require => Service['svc1'] }
d2 { ['d2-n1', 'd2-n2']: level => 'v1' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': before => Notify['d2-n1-d21'], * => {  } }
Service <| (title == 'svc1' and message == 'hello') and title == 'pkg1' |>
@d2 { 'd2-n3': }
