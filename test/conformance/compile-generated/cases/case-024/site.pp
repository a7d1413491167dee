package { 'pkg1': ensure => 'absent' }
$v1 = [1, 2]
File <| tag == 'alpha' and ensure == 'directory' |> <- Notify <| (tag == 'alpha' and tag != 'db') and tag != 'db' |> <- Notify <| tag == 'gamma' or tag == 'db' |>
Service { before => Package['pkg1'] }
Notify <| ensure == 'running' |> { require => Package['pkg1'] }
exec { 'run1': command => '/bin/true', loglevel => 'info' }
@file { ['/tmp/f1', '/tmp/f2']: owner => 'www-data' }
User { managehome => false }
file { '/tmp/f3': tag => ['web', 'db'] }
[File['/tmp/f3'], Exec['run1'], Package['pkg1']] -> Exec['run1'] -> Service <| tag != 'web' |>
notify { 'n1': subscribe => Exec['run1'] }
@package {
  default: tag => ['web', 'db'];
  'pkg2': noop => true, loglevel => 'info';
  'pkg3': ensure => 'latest';
  'pkg4': noop => false;
}
notify { ['n2', 'n3']: noop => true, require => File['/tmp/f3'] }
notify { 'n4': notify => Package['pkg1'], tag => 'db', message => 'world' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n5', 'n6']: require => Package['pkg1'] }
notify {
  default: before => Package['pkg1'];
  'n7': before => [Notify['n5'], Exec['run1']], require => File['/tmp/f3'];
}
notify {
  default: tag => ['db', 'db'];
  'n8': notify => Notify['n6'];
}
package {
  default: loglevel => 'info';
  'pkg5': subscribe => [Notify['n5']], before => Notify['n1'];
  'pkg6': require => Notify['n8'];
}
tag 'db'
realize([Package['pkg2'], File['/tmp/f2']])
notify { ['n9', 'n10', 'n11']: require => Package['pkg2'] }
Package <| title == '/tmp/f2' |>
Notify { message => undef }
Package['pkg6'] <- Package['pkg5'] -> Service <| tag == 'db' |>
File { content => "${module_name}" }
File <| title == 'pkg6' or tag != 'web' |> { tag +> 'alpha' }
