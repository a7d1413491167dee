define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 8080,
) {
  file { '/tmp/c1-f1': owner => 'www-data' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  File['/tmp/c1-f1'] { tag => ['beta', 'web'] }
  Notify <| ensure == 'running' |> { require +> Notify['ghost'] }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  package { ['c2-pkg1', 'c2-pkg2']: tag => ['web', 'beta'], ensure => 'absent' }
  include c1
}
notify { 'n1': message => "${trusted[certname]} says hi", loglevel => 'warning' }
include c2
$v13 = 'val'
tag 'web'
file { '/tmp/f1': before => Package['c2-pkg2'] }
Notify <| (title == 'c2-pkg1' and message == 'x y') and title == '/tmp/f1' |>
File { subscribe => File['/tmp/c1-f1'] }
File['/tmp/f1'] { require +> [Notify['n1'], Package['c2-pkg1']] }
Notify <| tag == 'beta' |> { tag => ['gamma', 'alpha'] }
@notify { 'n2': message => "${module_name} says hi", * => {  } }
notify { 'n3': message => true }
realize([Notify['n2']])
