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
notify { 'n1': noop => true, require => Package['pkg3'] }
Notify { message => '' }
File <| ensure == 'running' |>
Notify['n1'] { tag +> ['alpha', 'web'] }
file { ['/tmp/f1', '/tmp/f2']: loglevel => 'info' }
realize(File['/tmp/c2-f1'])
Package['pkg2'] ~> [File['/tmp/f1']] ~> Service <| tag != 'db' or tag != 'beta' |>
Package['pkg3'] { before +> [File['/tmp/c2-f1'], Package['pkg2']] }
[File['/tmp/c2-f1'], File['/tmp/f1'], File['/tmp/f2']] -> [Notify['n1'], Notify['c2-n1']]
tag 'alpha'
realize(File['/tmp/c2-f1'])
@package { 'pkg4': tag => 'gamma' }
exec {
  default: command => 'touch /tmp/x', tag => 'web', noop => false;
  'run1': command => '/usr/bin/env echo hi';
}
realize([Package['pkg4'], File['/tmp/c2-f1']])
Package['pkg3'] <- Class['c2']
tag 'db'
exec { 'run2': command => 'touch /tmp/x', * => { 'notify' => Notify['c2-n1'] } }
notify { 'n2': notify => [File['/tmp/c2-f1'], Notify['c2-n1']], tag => ['beta', 'alpha'] }
User { notify => File['/tmp/f2'] }
@user { 'user1': noop => false }
Package <| tag == 'alpha' or title == 'pkg3' |> { noop => true }
notify { 'n3': notify => Package['pkg4'], message => "${trusted[certname]} says hi", loglevel => 'warning' }
notify { 'n4': message => 'hello' }
exec { 'run3': command => '/bin/true', path => ['/bin', '/usr/bin'] }
Package['pkg2'] ~> Exec['run1'] -> Service <| ensure == 'present' |>
Notify['n3'] { noop => false }
File['/tmp/f1'] { before +> File['/tmp/f1'] }
notify { 'n5': tag => ['web', 'gamma'], subscribe => Notify['c2-n1'], noop => false }
