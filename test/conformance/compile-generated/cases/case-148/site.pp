class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
) {
  Notify <| message == 42 |>
  package { ['c1-pkg1', 'c1-pkg2']: ensure => 'absent' }
  @exec { 'c1-run1': command => '/bin/true', * => { 'tag' => ['alpha', 'beta'] } }
  @notify {
    default: message => 'hello', withpath => false;
    'c1-n1': tag => 'alpha';
    'c1-n2': tag => 'web';
    'c1-n3': noop => true, withpath => true;
  }
}
$v5 = 'val'
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'warning', noop => true }
@@package { 'pkg1': tag => 'beta', before => [File['/tmp/f1'], File['/tmp/f2']] }
File['/tmp/f3'] -> File['/tmp/f2'] ~> File['/tmp/f3']
user { ['user1', 'user2']: uid => 1001 }
Notify <| tag == 'web' |> { tag +> ['beta', 'alpha'] }
package { 'pkg2': notify => File['/tmp/f2'], ensure => 'latest' }
file { '/tmp/f4': loglevel => 'warning', noop => false }
service { 'svc1': before => File['/tmp/f2'], * => {  } }
Service <| message == 42 and tag != 'db' |> -> Service <| ensure == 'present' |>
Package <<| tag != 'beta' or message == 42 |>> { require +> File['/tmp/f1'] }
Notify <| ensure == 'running' or ensure == 'running' |>
user { 'user3': subscribe => [File['/tmp/f3']] }
Notify { tag => ['web', 'beta'] }
contain c1
@@notify { 'n1': noop => true, require => File['/tmp/f1'] }
Service['svc1'] { noop => false }
@notify { 'n2': message => "${module_name} says hi", loglevel => 'info' }
file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: loglevel => 'info', owner => 'www-data' }
service { 'svc2': tag => 'db' }
include c1
File['/tmp/f5'] { require => Package['c1-pkg2'] }
File['/tmp/f3'] { before +> Class['c1'] }
package { 'pkg3': ensure => 'absent', loglevel => 'info' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc2'] ~> File['/tmp/f7'] -> Package['c1-pkg1']
if defined(File['/tmp/f4']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| tag == 'web' or message == 42 |>
Notify <|  |> <- File['/tmp/f6'] ~> File <|  |>
Class['c1'] <~ File['/tmp/f5']
package { 'pkg4': notify => [Package['c1-pkg1'], File['/tmp/f7']] }
require c1
realize([Notify['c1-n1']])
