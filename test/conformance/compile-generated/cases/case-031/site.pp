class c1 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 1,
  String $p3 = 'x y',
) {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'warning', tag => ['alpha', 'alpha'] }
}
class c2 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
) {
  contain c1
  package { 'c2-pkg1': tag => 'alpha' }
  @user { 'c2-user1': ensure => 'absent' }
}
file { '/tmp/f1': content => 'data', * => {  } }
File['/tmp/f1'] { tag => ['db', 'web'] }
exec {
  default: command => '/bin/true', require => File['/tmp/f1'], refreshonly => true;
  'run1': path => ['/bin', '/usr/bin'];
}
Exec['run1'] -> [File['/tmp/f1'], Exec['run1']] ~> Exec['run1']
tag 'gamma'
notify { 'n1': noop => false }
file { '/tmp/f2': ensure => 'file', notify => File['/tmp/f1'] }
Exec['run1'] <~ [Notify['n1']] -> Notify['n1']
@notify { 'n2': message => "${module_name} says hi" }
tag 'db'
$v16 = [1, 2]
notify { 'n3': subscribe => File['/tmp/f2'], tag => ['alpha', 'alpha'] }
package { 'pkg1': ensure => '1.2.3' }
Notify <| tag == 'web' or title == '/tmp/f2' |>
Notify <|  |>
[File['/tmp/f1']] -> [File['/tmp/f2'], Notify['n3'], Exec['run1']] -> File <| tag != 'beta' or tag != 'alpha' |>
class { 'c1': p2 => 1 }
class { 'c2': p1 => 'str' }
