class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'b',
) {
  service { 'c1-svc1': hasrestart => true }
  tag 'alpha'
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 8080,
) {
  tag 'web'
  tag 'beta'
}
class c3 (
  Array[String] $p1 = [],
) {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: message => undef }
}
@package { 'pkg1': tag => ['gamma', 'gamma'] }
notify { 'n1': withpath => false, tag => ['alpha', 'alpha'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: require => Notify['n1'] }
User { uid => 1001, noop => false }
Package <| tag == 'gamma' |>
$v13 = { 'k' => 'v' }
notify {
  default: before => File['/tmp/f3'], tag => ['alpha', 'alpha'];
  'n2': before => Notify['n1'];
  'n3': tag => ['db', 'beta'], message => "${trusted[certname]} says hi";
  'n4': message => "${trusted[certname]} says hi";
}
Package <| title == 'n3' |>
@notify { 'n5': loglevel => 'warning' }
Notify { subscribe => File['/tmp/f2'] }
realize([Package['pkg1'], Notify['n5']])
Notify { notify => File['/tmp/f3'] }
Exec { noop => true }
$v21 = 'val'
Notify['n3'] -> [Notify['n1'], Notify['n3']] <~ [Notify['n5'], File['/tmp/f2']]
@exec { 'run1': command => '/usr/bin/env echo hi', notify => Notify['n5'] }
realize([Notify['n5']])
notify { 'n6': require => File['/tmp/f2'], tag => ['db', 'beta'] }
class { 'c2': }
notify { 'n7': tag => ['alpha', 'alpha'] }
File <| tag != 'db' |> { tag +> 'db' }
tag 'db'
