define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 1,
) {
  package { 'c1-pkg1': tag => 'gamma' }
  tag 'gamma'
  notify { 'c1-n1': noop => true }
}
class c2 {
  notify { 'c2-n1': message => true, tag => 'alpha' }
  Notify { noop => false, tag => ['gamma', 'alpha'] }
  package { ['c2-pkg1', 'c2-pkg2']: ensure => 'latest', tag => 'beta' }
  tag 'alpha'
}
class c3 {
  package { 'c3-pkg1': ensure => 'absent' }
  d1 { 'c3-d1-n1': level => 7 }
  user { 'c3-user1': ensure => 'absent' }
  notify { 'c3-n1': tag => ['web', 'gamma'] }
}
@file { '/tmp/f1': noop => true, ensure => 'file' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => 'web' }
file { '/tmp/f2': noop => false, owner => 'root' }
$v24 = [1, 2]
service { 'svc1': require => Exec['run1'], ensure => 'running' }
realize(File['/tmp/f1'])
$v27 = 'val'
Service { noop => true }
Exec { before => Exec['run3'], noop => false }
exec { 'run4': command => 'touch /tmp/x', tag => 'db' }
Exec['run1'] -> Exec['run1'] -> Exec['run1']
File <| title == 'svc1' |> { require +> Exec['run2'] }
$v33 = 'val'
$v34 = 'val'
service { 'svc2': subscribe => [Service['svc1']], enable => true, ensure => 'stopped' }
require c3
notify { 'n1': message => '', subscribe => Service['svc1'], require => Class['c3'] }
File['/tmp/f2'] -> Class['c3'] -> [Exec['run3']]
package { 'pkg1': noop => false, subscribe => Exec['run1'] }
