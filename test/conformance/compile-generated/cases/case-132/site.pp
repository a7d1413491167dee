@notify { 'n1': message => "${module_name} says hi", noop => true }
package {
  default: tag => ['beta', 'gamma'];
  'pkg1': noop => true;
  'pkg2': tag => ['db', 'beta'], noop => false;
  'pkg3': tag => 'db';
}
Package['pkg2'] { before +> Package['pkg2'] }
package {
  default: tag => 'web', noop => false;
  'pkg4': ensure => 'installed', notify => Package['pkg3'];
}
Package['pkg2'] { require => Package['pkg4'] }
User { loglevel => 'info' }
package {
  default: noop => false, tag => 'db';
  'pkg5': tag => 'beta';
}
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': notify => Package['pkg3'], withpath => false }
Package['pkg5'] ~> [Package['pkg4'], Package['pkg1'], Package['pkg3']]
Package['pkg4'] -> Package['pkg3'] ~> [Notify['n2']]
Package { tag => ['db', 'gamma'] }
exec { 'run1': command => 'touch /tmp/x', * => { 'notify' => Package['pkg4'] } }
tag 'alpha'
exec { 'run2': command => '/bin/true', path => ['/bin', '/usr/bin'] }
$v16 = [1, 2]
$v17 = [1, 2]
$v18 = [1, 2]
@@notify { 'n3': notify => Package['pkg1'], withpath => true }
Package['pkg1'] ~> Package['pkg3'] -> Exec['run1']
Exec['run1'] <~ Package['pkg2'] ~> [Notify['n2'], Package['pkg5'], Exec['run2']]
Package['pkg5'] -> [Package['pkg3']]
File { mode => '0600' }
package { ['pkg6', 'pkg7', 'pkg8']: loglevel => 'info' }
notify { 'n4': message => 42, subscribe => Notify['n2'] }
package { 'pkg9': before => Package['pkg2'], tag => 'gamma' }
notify { 'n5': message => undef }
@package { 'pkg10': subscribe => Package['pkg8'] }
Package['pkg2'] -> Package['pkg1'] -> [Package['pkg9']]
notify { 'n6': message => ['a', 'b'], * => { 'require' => [Package['pkg4']] } }
file {
  default: require => Package['pkg4'];
  '/tmp/f1': content => 'data', tag => 'db';
  '/tmp/f2': content => "${trusted[certname]}", before => Exec['run2'];
}
Package['pkg7'] { before +> Package['pkg5'] }
file { '/tmp/f3': ensure => 'directory' }
File['/tmp/f2'] -> Service <|  |> -> Notify <| tag != 'alpha' or tag == 'alpha' |>
notify { 'n7': tag => ['beta', 'gamma'], * => {  } }
@exec { ['run3', 'run4']: command => 'touch /tmp/x', tag => 'gamma' }
