define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  tag 'gamma'
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  notify { ['c2-n1', 'c2-n2']: message => 42, tag => ['gamma', 'gamma'] }
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: noop => true, ensure => 'present' }
  if defined('c1') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
}
Exec <| ensure == 'running' |> { tag => 'web' }
file {
  default: noop => false;
  '/tmp/f1': owner => 'www-data', tag => ['db', 'gamma'];
  '/tmp/f2': noop => true, mode => '0755';
}
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
contain c2
tag 'gamma'
