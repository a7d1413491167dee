define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Array[String] $p1 = [],
) {
  Service { noop => true }
  notify { 'c1-n1': loglevel => 'warning', message => 'world' }
  Notify <| tag != 'beta' |> { tag +> 'gamma' }
  tag 'db'
}
class c2 (
  Boolean $p1 = true,
) {
  package { 'c2-pkg1': tag => ['gamma', 'db'], noop => false }
  require c1
  @package { ['c2-pkg2', 'c2-pkg3']: ensure => 'installed' }
}
file {
  default: tag => 'db', content => 'data';
  '/tmp/f1': tag => ['beta', 'db'], content => 'data';
}
File['/tmp/f1'] -> File['/tmp/f1'] -> Notify <| message == 'world' or tag == 'web' |>
@d1 { 'd1-n1': level => 'v1' }
d1 { 'd1-n2': level => 7 }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File['/tmp/f1'] { noop => false }
file { '/tmp/f2': owner => 'root' }
file {
  default: owner => 'www-data';
  '/tmp/f3': content => "${facts[hostname]}", tag => ['beta', 'db'];
}
exec { 'run1': require => File['/tmp/f1'], command => '/bin/true', tag => ['web', 'alpha'] }
Notify['ghost'] { message => 'x' }
