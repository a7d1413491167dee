define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'beta' }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  user { ['c1-user1', 'c1-user2']: groups => [], tag => 'web' }
  Exec <| message == 42 |>
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Notify { message => "${p1} says hi" }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
) {
  file { '/tmp/c2-f1': tag => ['db', 'db'], owner => 'root' }
  if defined('$title') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  d1 { 'c2-d1-n1': level => 'v1' }
}
class c3 {
  notify {
    default: message => true;
    'c3-n1': withpath => false;
    'c3-n2': withpath => false;
  }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if defined('$x') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
}
User { uid => '300', ensure => 'absent' }
$v21 = 'val'
notify { 'n1': message => 'x y', loglevel => 'info', withpath => false }
Package <| ensure == 'directory' |>
