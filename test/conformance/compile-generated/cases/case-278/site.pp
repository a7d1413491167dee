define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
class c1 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'b',
) {
  tag 'gamma'
}
class c2 (
  Boolean $p1 = false,
) {
  notify {
    default: withpath => true, tag => 'beta';
    'c2-n1': tag => 'beta', loglevel => 'info';
    'c2-n2': message => 'hello', tag => 'gamma';
  }
  file { ['/tmp/c2-f1', '/tmp/c2-f2']: owner => 'www-data', loglevel => 'info' }
}
@notify { 'n1': loglevel => 'info', message => "${module_name} says hi" }
include c2
tag 'web'
File <| title == '/tmp/c2-f2' and tag != 'gamma' |> -> Class['c2']
Notify <| tag != 'db' |> ~> Notify <| ensure == 'running' and message == 'x y' |>
d1 { 'd1-n1': level => 'v1' }
d1 { 'd1-n2': level => 7 }
$v16 = 'val'
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: message => ['a', 'b'], noop => true;
  'n2': require => Class['c2'], notify => Class['c2'];
  'n3': message => '';
}
d1 { 'd1-n3': level => 'v1' }
