define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'beta' }
}
class c1 (
  Integer $p1 = 8080,
  Integer $p2 = 80,
) {
  Notify <| title == 'n1' |> { tag => 'beta' }
  Notify { message => "${p2} says hi", tag => 'gamma' }
  tag 'gamma'
}
class c2 (
  Boolean $p1 = true,
  Integer $p2 = 1,
  String $p3 = 's',
) inherits c1 {
  Notify <| message == 'hello' or message == 'x y' |> { message => '' }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  @notify { 'c2-n1': loglevel => 'warning', tag => ['beta', 'beta'] }
}
class c3 (
  Optional[String] $p1 = 'o',
  String $p2 = 'x y',
  Integer $p3 = 8080,
) inherits c1 {
  Notify { message => 'world' }
}
stage { 'pre': before => Stage['main'] }
d2 { 'd2-n1': level => 'v1' }
File { loglevel => 'warning', mode => '0644' }
notify { 'n1': noop => true, * => { 'before' => Notify['d2-n1-d21'] } }
file { '/tmp/f1': ensure => 'directory', * => { 'subscribe' => Notify['d2-n1-d21'] } }
tag 'web'
File['/tmp/f1'] <~ File['/tmp/f1']
[File['/tmp/f1']] -> Notify['n1'] -> Notify['n1']
@package {
  default: require => File['/tmp/f1'];
  'pkg1': subscribe => Notify['d2-n1-d21'], notify => Notify['d2-n1-d21'];
}
Notify['n1'] { tag => 'alpha' }
Service <| message == 42 or tag == 'beta' |> { require => File['/tmp/f1'] }
File['/tmp/f1'] { require +> File['/tmp/f1'] }
Notify <| (title == '/tmp/f1' and message == 42) and title == 'd2-n1-d21' |> ~> Notify['d2-n1-d21'] -> Notify['n1']
include c2
tag 'gamma'
Exec { noop => false, subscribe => Notify['n1'] }
notify {
  default: tag => 'beta', withpath => false;
  'n2': noop => false, subscribe => Notify['n1'];
  'n3': withpath => false, require => File['/tmp/f1'];
  'n4': before => Notify['n1'];
}
exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['n2'], loglevel => 'warning' }
@notify { 'n5': noop => false }
notify { 'n6': message => "tab\there", loglevel => 'warning', require => Notify['d2-n1-d21'] }
package { ['pkg2', 'pkg3']: loglevel => 'warning', tag => ['gamma', 'db'] }
