@file { '/tmp/f1': tag => 'beta', * => { 'noop' => true } }
User { groups => [] }
realize(File['/tmp/f1'])
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v7 = { 'k' => 'v' }
exec {
  default: command => '/usr/bin/env echo hi', refreshonly => false;
  'run1': command => '/usr/bin/env echo hi', before => File['/tmp/f1'], timeout => '300';
  'run2': notify => File['/tmp/f1'], timeout => 30;
  'run3': notify => File['/tmp/f1'], tag => 'gamma';
}
Exec['run1'] <~ Exec['run1'] -> Notify <| tag == 'beta' |>
Exec['run2'] { noop => false }
package { 'pkg1': loglevel => 'warning', before => Exec['run3'] }
@notify { 'n1': subscribe => File['/tmp/f1'], withpath => false }
@exec { 'run4': command => 'touch /tmp/x', refreshonly => true }
service { 'svc1': notify => Exec['run2'], tag => 'alpha' }
File <| ensure == 'running' |> { tag => ['beta', 'beta'] }
$v16 = { 'k' => 'v' }
Exec['run3'] { noop => false }
Exec['run3'] { require => Exec['run2'] }
[Exec['run2'], Service['svc1'], Exec['run3']] <- [File['/tmp/f1'], Exec['run2']]
