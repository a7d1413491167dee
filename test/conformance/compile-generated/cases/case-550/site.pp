define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
) {
  user { 'c1-user1': managehome => true, ensure => 'present', loglevel => 'warning' }
}
exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'warning' }
Exec['run1'] { require => Exec['run1'] }
Package { tag => ['alpha', 'beta'] }
File { owner => 'root', before => Exec['run1'] }
contain c1
d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
Notify['d1-n2-d11'] -> File <| tag == 'alpha' |> <~ User['c1-user1']
$v15 = 'val'
notify { 'n1': before => Exec['run1'], * => {  } }
Notify['n1'] { noop => false }
@file { '/tmp/f1': loglevel => 'info', require => Notify['n1'], tag => ['beta', 'db'] }
Exec['run1'] { before +> Class['c1'] }
$v20 = { 'k' => 'v' }
package { 'pkg1': ensure => 'absent', tag => 'alpha', before => [Notify['d1-n2-d11']] }
@notify { 'n2': notify => Notify['d1-n1-d11'], * => { 'before' => Class['c1'] } }
notify {
  default: message => "tab\there", noop => false;
  'n3': tag => 'db';
  'n4': message => "${trusted[certname]} says hi", loglevel => 'info';
}
notify { 'n5': notify => Class['c1'], noop => true, tag => 'alpha' }
package { 'pkg2': ensure => 'installed' }
d1 { 'bad': bogus => 1 }
