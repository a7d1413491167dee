define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  file {
    default: owner => 'root';
    '/tmp/c1-f1': ensure => 'file', owner => 'root';
  }
}
File { tag => ['web', 'web'], noop => false }
package { 'pkg1': tag => 'beta', * => {  } }
$v7 = 'val'
require c1
File <| ensure == 'running' |> { noop => false }
$v10 = { 'k' => 'v' }
if defined(File['/tmp/c1-f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n1': msg => 7 }
d1 { 'd1-n2': }
if defined(Package['pkg1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/c1-f1'] <- Notify['d1-n1-d12']
Package['pkg1'] { before +> Notify['d1-n1-d12'] }
Class['c1'] <- Class['c1']
Notify { noop => false, before => [Package['pkg1']] }
Notify { require => Package['pkg1'] }
service { 'svc1': subscribe => Notify['d1-n1-d11'], notify => [Notify['d1-n1-d11']], require => Package['pkg1'] }
file { '/tmp/f1': tag => ['web', 'db'], mode => '0644' }
if tagged('db') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
