define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
@notify { ['n1', 'n2', 'n3']: tag => ['gamma', 'alpha'] }
$v3 = 'val'
realize([Notify['n2']])
@file { '/tmp/f1': before => Notify['n2'], tag => 'gamma' }
Notify { noop => true, tag => 'db' }
File <| tag == 'web' |>
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| tag == 'db' |>
file { ['/tmp/f2', '/tmp/f3']: require => Notify['n2'], ensure => 'directory' }
@package { 'pkg1': subscribe => File['/tmp/f2'] }
tag 'gamma'
$v14 = 'val'
File['/tmp/f2'] { noop => false }
service { 'svc1': require => File['/tmp/f2'], hasrestart => false, tag => ['alpha', 'alpha'] }
notify { 'n4': message => "${trusted[certname]} says hi", before => File['/tmp/f3'], subscribe => File['/tmp/f3'] }
@notify { ['n5', 'n6', 'n7']: notify => Notify['n2'] }
$v19 = { 'k' => 'v' }
Service['svc1'] { noop => true }
if defined(Notify['n2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n8', 'n9', 'n10']: tag => ['alpha', 'beta'], before => File['/tmp/f2'] }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', before => Notify['n8'] }
file {
  default: ensure => 'absent';
  '/tmp/f4': tag => 'beta';
}
Exec['run2'] { noop => true }
package {
  default: require => File['/tmp/f3'];
  'pkg2': before => Notify['n8'], subscribe => [File['/tmp/f4']];
}
notify { 'n11': message => 'multi
line', require => File['/tmp/f3'] }
if defined('$nosuch') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
