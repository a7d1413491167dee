define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 's',
  Integer $p3 = 80,
) {
  notify { 'c1-n1': noop => true, loglevel => 'warning' }
  notify {
    default: message => 42, loglevel => 'info';
    'c1-n2': tag => ['beta', 'beta'], message => 'world';
    'c1-n3': tag => 'db';
    'c1-n4': tag => ['gamma', 'web'], message => "${p2} says hi";
  }
  Package { ensure => 'absent' }
}
class c2 {
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: tag => 'beta' }
  d1 { 'c2-d1-n1': }
}
stage { 'pre': before => Stage['main'] }
Notify <| (ensure == 'present' and tag == 'web') and message == 'x y' |> { require => Notify['ghost'] }
Package { tag => ['alpha', 'beta'], ensure => '1.2.3' }
d2 { ['d2-n1', 'd2-n2']: level => 7 }
