define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'web' }
}
class c1 {
  file {
    default: tag => ['web', 'db'], mode => '0644';
    '/tmp/c1-f1': ensure => 'present';
    '/tmp/c1-f2': loglevel => 'info';
  }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  d1 { 'c1-d1-n3': }
}
class c2 (
  Boolean $p1 = false,
  Array[String] $p2 = [],
) {
  Service { noop => true }
  notify { 'c2-n1': loglevel => 'warning', message => "${p1} says hi" }
  Notify <| tag != 'beta' |> { tag +> 'gamma' }
  contain c1
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
  Array[String] $p3 = ['a', 'b'],
) {
  notify { 'c3-n1': loglevel => 'warning', * => {  } }
  require c2
  @package { ['c3-pkg1', 'c3-pkg2']: ensure => 'installed' }
  notify { 'c3-n2': message => 'hello' }
}
Notify <|  |> { tag => ['beta', 'beta'] }
require c1
Class['c1'] -> File['/tmp/c1-f2'] -> Notify <| message == 'world' or tag == 'web' |>
d1 { 'd1-n1': extra => 'v1' }
Service <| tag == 'gamma' or title == 'c1-d1-n3-d11' |>
File { tag => 'web' }
Service { hasrestart => true, tag => ['alpha', 'beta'] }
service { 'svc1': ensure => 'running', subscribe => Notify['d1-n1-d11'], notify => [Notify['c1-d1-n1-d12'], Notify['d1-n1-d12']] }
tag 'beta'
$v26 = 'val'
exec { 'run1': noop => false, * => { 'command' => '/usr/bin/env echo hi' } }
