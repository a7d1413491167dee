class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  user { 'c1-user1': groups => ['adm', 'sudo'], shell => '/bin/bash', noop => false }
  @file { '/tmp/c1-f1': tag => ['db', 'beta'], loglevel => 'info', mode => '0755' }
  Package { tag => ['gamma', 'gamma'] }
  service { 'c1-svc1': ensure => 'running' }
}
class c2 (
  Array[String] $p1 = [],
) {
  notify { 'c2-n1': message => 'x y' }
  @file { ['/tmp/c2-f1', '/tmp/c2-f2']: mode => '0644' }
}
package { ['pkg1', 'pkg2', 'pkg3']: noop => false, ensure => 'latest' }
include c2
notify { 'n1': noop => true, require => Package['pkg1'] }
Service { ensure => 'stopped' }
File <| ensure == 'running' |>
Notify['n1'] { tag +> ['alpha', 'web'] }
file { ['/tmp/f1', '/tmp/f2']: loglevel => 'info' }
realize(File['/tmp/c2-f1'])
Package['pkg2'] ~> [File['/tmp/f1']] ~> Service <| tag != 'db' or tag != 'beta' |>
Package['pkg3'] { before +> Notify['n1'] }
contain c2
File <|  |>
$v20 = [1, 2]
exec { 'run1': command => '/usr/bin/env echo hi', tag => 'web', noop => true }
Exec['run1'] { before => File['/tmp/f2'] }
Service { subscribe => [File['/tmp/f1'], Notify['n1']] }
@notify { 'n2': subscribe => Class['c2'], loglevel => 'info' }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec {
  default: command => '/usr/bin/env echo hi', loglevel => 'info';
  'run2': command => '/bin/true', require => Notify['n1'];
  'run3': command => 'touch /tmp/x', loglevel => 'warning';
  'run4': timeout => 1001, tag => ['alpha', 'gamma'];
}
Package['pkg3'] { require +> Class['c2'] }
File['/tmp/f2'] { require +> Exec['run1'] }
$v30 = 'val'
realize([Notify['n2'], File['/tmp/c2-f1']])
notify {
  default: tag => ['alpha', 'db'];
  'n3': message => "${module_name} says hi", loglevel => 'info';
  'n4': noop => false;
}
Notify['n3'] { require => Notify['n4'] }
Package['pkg2'] <~ File['/tmp/c2-f1']
package {
  default: notify => Exec['run4'], tag => ['gamma', 'beta'];
  'pkg4': require => File['/tmp/f1'];
  'pkg5': tag => ['alpha', 'gamma'];
  'pkg6': before => Class['c2'];
}
Notify['n2'] -> File <| title == '/tmp/f2' |>
Notify <| tag != 'gamma' |> -> Notify['n4'] -> [Notify['n1'], Exec['run1']]
