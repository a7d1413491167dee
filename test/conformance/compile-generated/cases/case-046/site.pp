define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 80,
  Boolean $p3 = true,
) {
  tag 'gamma'
  notify { 'c1-n1': withpath => false, message => "${p2} says hi" }
}
class c2 {
  package { 'c2-pkg1': tag => 'gamma', * => { 'noop' => true } }
  exec { 'c2-run1': command => '/usr/bin/env echo hi' }
  contain c1
  Exec { noop => true, loglevel => 'warning' }
}
class c3 {
  Notify { tag => 'beta' }
  exec {
    default: noop => false;
    'c3-run1': command => '/usr/bin/env echo hi', loglevel => 'warning';
  }
  exec { 'c3-run2': refreshonly => false, tag => 'beta' }
}
notify { ['n1', 'n2', 'n3']: tag => 'gamma' }
Notify['n2'] ~> Notify['n3']
tag 'beta'
exec { 'run1': refreshonly => false, * => { 'noop' => false } }
exec { 'run2': command => '/bin/true', path => ['/bin', '/usr/bin'] }
file { '/tmp/f1': owner => 'root', notify => [Notify['n3']], subscribe => [Exec['run2']] }
File['/tmp/f1'] { before +> Exec['run1'] }
Service { before => File['/tmp/f1'], notify => Exec['run1'] }
$v24 = { 'k' => 'v' }
include c3
