class c1 {
  notify {
    default: tag => ['gamma', 'beta'], withpath => true;
    'c1-n1': message => 42, loglevel => 'info';
  }
}
class c2 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = [],
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  Notify['c1-n1'] { message +> ['db', 'alpha'] }
  package { 'c2-pkg1': noop => false, ensure => 'latest' }
}
exec { 'run1': command => '/bin/true', noop => false }
include c2
require c2
File <| tag == 'beta' and ensure == 'directory' |> { noop => true }
$v8 = 'val'
include c2
Notify { message => "${trusted[certname]} says hi" }
@notify { ['n1', 'n2']: message => "tab\there", tag => 'gamma' }
@service { 'svc1': subscribe => Package['c2-pkg1'], loglevel => 'info' }
if defined(Notify['c1-n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| title == 'c1-n1' |>
require c1
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: notify => [Package['c2-pkg1']], mode => '0755' }
tag 'web'
package { 'pkg1': tag => ['beta', 'db'], before => Exec['run1'] }
file { '/tmp/f4': content => 'data', * => {  } }
include c1
[Exec['run1'], File['/tmp/f4']] <~ Service <| (message == 'hello' or tag != 'db') and message == 'x y' |>
if defined('$x') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
