define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  @file {
    default: content => 'c', mode => '0600';
    '/tmp/c1-f1': noop => true;
  }
  notify {
    default: message => 'x y';
    'c1-n1': tag => ['web', 'web'];
    'c1-n2': message => "tab\there";
    'c1-n3': message => 3.5;
  }
  d2 { 'c1-d2-n1': }
  notify { 'c1-n4': tag => ['gamma', 'web'], message => true, require => Notify['c1-d2-n1-d21'] }
}
class c2 {
  notify { 'c2-n1': loglevel => 'info', message => ['a', 'b'] }
}
class c3 (
  Boolean $p1 = true,
) {
  tag 'db'
  File <| tag == 'db' |>
}
Service <|  |> -> Service <| message == 'hello' or tag != 'alpha' |>
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <|  |> { tag => 'alpha' }
exec { 'run1': refreshonly => false, * => { 'timeout' => '300' } }
Notify <| ensure == 'present' and title == 'run1' |>
package { ['pkg1', 'pkg2']: ensure => '1.2.3' }
Exec <| title == 'pkg1' |> { noop => false }
notify { 'n1': tag => ['db', 'gamma'], before => Package['pkg1'], message => 'x y' }
Exec <| (ensure == 'directory' or tag != 'gamma') and tag != 'gamma' |>
d1 { 'd1-n1': msg => 7 }
