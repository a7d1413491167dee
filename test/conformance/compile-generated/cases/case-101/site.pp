define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Array[String] $p1 = [],
  Boolean $p2 = false,
) {
  tag 'gamma'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'x y',
  Integer $p3 = 1,
) {
  Notify { tag => 'db', message => "${p3} says hi" }
  notify {
    default: tag => 'beta', message => 'world';
    'c2-n1': message => 'world', tag => 'db';
    'c2-n2': tag => ['web', 'beta'];
  }
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  exec { ['c3-run1', 'c3-run2']: timeout => '300' }
  notify { 'c3-n1': tag => ['alpha', 'alpha'] }
  Exec { loglevel => 'info' }
  file {
    default: content => "line\n";
    '/tmp/c3-f1': tag => 'beta';
    '/tmp/c3-f2': noop => false;
    '/tmp/c3-f3': ensure => 'present', noop => false;
  }
}
stage { 'pre': before => Stage['main'] }
Notify <|  |> -> File <| message == 'hello' |> -> Notify <| tag == 'beta' and tag == 'db' |>
Service <| tag != 'gamma' and ensure == 'running' |> <- Notify <| (tag == 'gamma' or title == 'n1') and tag != 'web' |>
Notify <| (message == 'hello' and ensure == 'present') and title == 'n1' |>
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2']: owner => 'root', content => "line\n" }
exec { 'run1': command => '/bin/true', tag => ['web', 'alpha'], noop => false, path => ['/bin', '/usr/bin'] }
