define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, tag => 'db' }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = 'o',
  String $p3 = 's',
) {
  exec {
    default: command => '/bin/true', tag => 'db';
    'c1-run1': command => '/bin/true', refreshonly => false;
  }
  notify { 'c1-n1': message => ['a', 'b'] }
  Notify { noop => true }
}
class c2 (
  Integer $p1 = 1,
) {
  d2 { 'c2-d2-n1': }
  notify { 'c2-n1': require => [Notify['c2-d2-n1-d21']], * => {  } }
  require c1
}
@notify { 'n1': message => 'multi
line' }
realize([Notify['n1']])
