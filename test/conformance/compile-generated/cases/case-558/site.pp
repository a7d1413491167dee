define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  file {
    default: mode => '0600';
    '/tmp/c1-f1': ensure => 'file';
    '/tmp/c1-f2': owner => 'root';
    '/tmp/c1-f3': tag => 'alpha', ensure => 'file';
  }
  tag 'beta'
}
Notify <|  |> <~ Notify <| ensure == 'present' or title == 'n1' |>
file { '/tmp/f1': owner => 'root', * => {  } }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
