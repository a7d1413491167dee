class c1 {
  User <|  |>
  tag 'db'
  @package { 'c1-pkg1': ensure => 'installed', loglevel => 'warning' }
}
@@notify {
  default: noop => false;
  'n1': tag => ['beta', 'gamma'];
  'n2': loglevel => 'info';
  'n3': message => "${facts[hostname]} says hi";
}
package { ['pkg1', 'pkg2', 'pkg3']: ensure => 'absent' }
class { 'c1': }
Package['pkg1'] -> Package['pkg2']
notify { ['n4', 'n5']: message => undef }
exec { 'run1': command => '/bin/true', timeout => '300', notify => Package['pkg3'] }
Package['pkg2'] { noop => true }
file {
  default: before => Package['pkg2'];
  '/tmp/f1': notify => Notify['n4'], before => Notify['n5'];
  '/tmp/f2': mode => '0755', tag => 'gamma';
  '/tmp/f3': content => 'data';
}
notify { 'n6': tag => ['alpha', 'beta'], notify => [Package['pkg3']] }
exec { 'run2': command => 'touch /tmp/x', * => { 'tag' => 'web' } }
@notify { 'n7': subscribe => Package['pkg2'], loglevel => 'warning', tag => ['db', 'db'] }
Notify <<| ensure == 'running' |>>
realize(Package['c1-pkg1'])
$v17 = 'val'
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package['pkg2'] { before +> File['/tmp/f1'] }
notify { 'n8': notify => [Package['pkg1']], subscribe => File['/tmp/f1'], loglevel => 'warning' }
Exec <| tag == 'gamma' |>
notify { 'n9': tag => 'gamma' }
@exec { 'run3': command => 'touch /tmp/x', tag => 'db', subscribe => Notify['n4'], notify => File['/tmp/f1'] }
Exec { loglevel => 'warning', notify => File['/tmp/f3'] }
package {
  default: tag => ['gamma', 'db'], ensure => '1.2.3';
  'pkg4': tag => 'db', notify => Package['pkg1'];
  'pkg5': tag => 'db';
}
@service { 'svc1': require => Notify['n5'], hasrestart => true, ensure => 'running' }
Service <| title == 'n5' |> { tag +> 'web' }
$v29 = 'val'
