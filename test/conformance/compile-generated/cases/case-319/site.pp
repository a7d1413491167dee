define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $msg, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  file { '/tmp/c1-f1': tag => 'beta' }
}
class c2 (
  Integer $p1 = 1,
  Array[String] $p2 = ['a', 'b'],
) {
  file { '/tmp/c2-f1': ensure => 'directory', owner => 'root' }
}
stage { 'pre': before => Stage['main'] }
notify {
  default: noop => true;
  'n1': message => "tab\there", withpath => true;
}
notify { 'n2': message => "${module_name} says hi", * => {  } }
Notify <| tag != 'gamma' |>
exec { 'run1': command => 'touch /tmp/x', require => [Notify['n2']], before => Notify['n2'] }
Notify <| message == 'world' or title == 'n2' |>
notify { 'n3': withpath => true }
Notify { message => "${facts[hostname]} says hi" }
d2 { 'd2-n1': extra => 7 }
notify {
  default: before => Exec['run1'], tag => 'gamma';
  'n4': message => 'hello';
  'n5': message => 'x y', tag => 'gamma';
  'n6': subscribe => [Notify['n3'], Notify['n1']];
}
Exec['run1'] { tag +> ['gamma', 'gamma'] }
if defined(Notify['d2-n1-d22']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'gamma'
