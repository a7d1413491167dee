define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
}
exec { ['run1', 'run2']: command => '/bin/true', path => ['/bin', '/usr/bin'], timeout => 30 }
Exec['run2'] -> Exec['run1'] <~ File <|  |>
exec { 'run3': command => 'touch /tmp/x', before => Exec['run2'], tag => ['db', 'web'] }
Exec['run3'] { noop => false }
file {
  default: loglevel => 'warning';
  '/tmp/f1': owner => 'www-data';
  '/tmp/f2': ensure => 'absent', notify => Exec['run3'];
}
Notify <| tag == 'web' and message == 'world' |>
File['/tmp/f2'] -> Exec['run2']
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n1', 'd1-n2']: msg => 7 }
User { subscribe => Notify['d1-n1-d11'], noop => true }
package { 'pkg1': noop => true }
exec { 'run4': noop => false }
notify { 'n1': require => Exec['run2'], subscribe => Notify['d1-n2-d12'] }
User { managehome => false }
notify { 'n2': message => 'world', withpath => true }
notify { 'n3': subscribe => Notify['d1-n2-d11'] }
