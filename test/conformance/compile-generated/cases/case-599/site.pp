define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'alpha' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  file { '/tmp/c1-f1': tag => 'web', ensure => 'present' }
}
tag 'gamma'
tag 'web'
require c1
include c1
include c1
$v10 = [1, 2]
$v11 = { 'k' => 'v' }
@file { ['/tmp/f1', '/tmp/f2']: content => 'data', tag => 'web' }
contain c1
package { 'pkg1': before => Class['c1'] }
notify {
  default: noop => false;
  'n1': message => 'multi
line';
  'n2': require => File['/tmp/c1-f1'], before => Package['pkg1'];
  'n3': require => Package['pkg1'], subscribe => Package['pkg1'];
}
notify { 'n4': noop => true, withpath => true, tag => 'gamma' }
Notify['n1'] { tag +> 'gamma' }
@notify { 'n5': subscribe => Notify['n2'], tag => 'db' }
File <| message == 'hello' |>
Package { subscribe => Class['c1'], tag => ['web', 'beta'] }
Notify['n1'] { withpath => false }
d1 { 'd1-n1': level => 'v2' }
contain c1
$v24 = { 'k' => 'v' }
