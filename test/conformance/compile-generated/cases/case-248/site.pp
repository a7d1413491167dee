define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
class c1 {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  File { owner => 'root', loglevel => 'warning' }
  if tagged('alpha') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}
tag 'alpha'
package { 'pkg1': noop => true, loglevel => 'info' }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': notify => Package['pkg1'] }
require c1
d2 { 'd2-n1': msg => 7 }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: subscribe => Package['pkg1'], mode => '0644' }
d2 { 'd2-n2': }
Exec { before => File['/tmp/f1'] }
d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
Package['pkg1'] -> File <| title == 'run1' |> ~> File['/tmp/f1']
include c1
tag 'gamma'
exec { 'run2': path => ['/bin', '/usr/bin'], * => {  } }
exec { 'run3': command => 'touch /tmp/x', * => { 'subscribe' => Package['pkg1'] } }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| tag != 'alpha' |>
Notify <| (tag == 'beta' and message == 'world') and title == 'd2-n2-d21' |> { require +> Exec['run2'] }
Exec['run2'] { noop => true }
notify { 'n1': require => File['/tmp/f3'] }
notify { 'n2': require => File['/tmp/f1'], noop => true }
Notify { tag => 'gamma' }
Exec['run1'] { tag +> ['beta', 'alpha'] }
exec { ['run4', 'run5', 'run6']: command => 'touch /tmp/x', notify => File['/tmp/f2'] }
d1 { 'd1-n3': }
notify { 'n3': before => [Notify['n1'], Exec['run5']], notify => Package['pkg1'] }
Notify['d2-n2-d21'] ~> [File['/tmp/f1']]
Exec { require => Notify['n1'] }
