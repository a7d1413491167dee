define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Array[String] $p1 = [],
  String $p2 = 'x y',
  String $p3 = 'abc',
) {
  file { '/tmp/c1-f1': ensure => 'directory' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
) {
  Exec { path => ['/bin', '/usr/bin'] }
  Exec { timeout => 1001, tag => ['db', 'db'] }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
tag 'beta'
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': loglevel => 'warning', * => {  } }
Notify { notify => Notify['n1'], message => "${facts[hostname]} says hi" }
Notify['n1'] <- Notify <| tag != 'beta' or tag == 'web' |>
User { tag => ['gamma', 'gamma'], noop => false }
class { 'c2': p1 => 1, p2 => 'abc' }
Service <| tag == 'beta' or tag == 'web' |>
include c1
@service { ['svc1', 'svc2']: require => File['/tmp/c1-f1'], tag => 'db' }
file { '/tmp/f1': noop => false, loglevel => 'info' }
Notify['n1'] -> Notify['n1'] ~> Notify['n1']
