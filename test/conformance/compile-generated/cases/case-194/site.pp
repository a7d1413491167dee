define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 {
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
Package <| message == 'world' and ensure == 'running' |> { require => Notify['ghost'] }
file { '/tmp/f1': mode => '0600', * => {  } }
require c1
package {
  default: require => File['/tmp/f1'], noop => true;
  'pkg1': ensure => 'absent', tag => 'gamma';
  'pkg2': ensure => '1.2.3', loglevel => 'warning';
  'pkg3': ensure => '1.2.3';
}
notify { 'n1': loglevel => 'warning' }
require c1
require c1
Notify <| tag != 'gamma' |>
Package['pkg3'] { before +> Class['c1'] }
d1 { 'd1-n1': extra => 'v2' }
Service <| message == 'world' or tag == 'db' |> -> Notify['n1']
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Package['pkg2'] { before +> Class['c1'] }
@exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', timeout => 30, before => Package['pkg3'] }
Notify { require => Package['pkg3'] }
d1 { 'd1-n2': extra => 'v1' }
if defined('c1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
exec { 'run4': command => '/bin/true', tag => ['beta', 'db'] }
service { 'svc1': loglevel => 'info' }
Service['svc1'] { require +> Notify['n1'] }
$v29 = [1, 2]
Notify <| tag != 'gamma' |> { tag +> 'alpha' }
