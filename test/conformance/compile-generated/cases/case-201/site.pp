service { 'svc1': ensure => 'stopped', tag => ['db', 'db'] }
exec {
  default: command => '/bin/true', subscribe => Service['svc1'];
  'run1': command => '/usr/bin/env echo hi', before => Service['svc1'], subscribe => Service['svc1'];
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package {
  default: tag => 'web';
  'pkg1': subscribe => Exec['run1'];
  'pkg2': before => Service['svc1'], tag => 'alpha';
}
File <| (title == 'run1' and ensure == 'directory') and ensure == 'running' |>
notify { 'n1': message => undef, * => {  } }
exec {
  default: command => 'touch /tmp/x', subscribe => Package['pkg2'], noop => true;
  'run2': command => '/bin/true', require => Package['pkg2'];
  'run3': subscribe => Package['pkg1'], noop => true;
}
Notify <| message == 'world' or tag == 'beta' |>
Service { hasrestart => false }
@package { 'pkg3': noop => false }
package { 'pkg4': loglevel => 'warning', ensure => 'absent' }
Exec['run2'] { tag => 'gamma' }
notify { ['n2', 'n3']: require => [Exec['run2']], loglevel => 'warning' }
notify { 'n4': tag => 'db', subscribe => Notify['n2'], before => Package['pkg4'] }
Exec['run2'] { before +> Package['pkg4'] }
notify { ['n5', 'n6']: message => 'x y' }
realize(Package['pkg3'])
$v18 = [1, 2]
service { 'svc2': hasrestart => true }
file { '/tmp/f1': loglevel => 'info', before => Package['pkg4'] }
exec { 'run4': command => '/bin/true', loglevel => 'info', notify => Package['pkg2'] }
notify { ['n7', 'n8']: message => "${facts[hostname]} says hi", subscribe => Notify['n3'] }
realize([Package['pkg3']])
Service['svc1'] { require => File['/tmp/f1'] }
@notify { 'n9': subscribe => Package['pkg4'], * => {  } }
service { 'svc3': notify => [Package['pkg4']], * => {  } }
Package <|  |>
notify { 'n10': withpath => false, require => Package['pkg3'] }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@package { 'pkg5': ensure => '1.2.3' }
notify { 'n11': before => Exec['run1'], * => {  } }
notify { 'n12': require => [Notify['n10']] }
Service['svc1'] -> Exec['run2']
notify { 'n13': tag => 'web', subscribe => [Package['pkg4']] }
notify { 'n14': message => "${trusted[certname]} says hi" }
realize(Package['pkg3'])
File { owner => 'root' }
