class c1 {
  tag 'db'
  notify { 'c1-n1': tag => ['alpha', 'beta'], noop => true, message => 'x y' }
  notify { 'c1-n2': noop => true, withpath => true }
}
class c2 (
  Array[String] $p1 = ['x'],
) inherits c1 {
  Exec { timeout => 1001 }
  notify { 'c2-n1': noop => true }
  service { 'c2-svc1': loglevel => 'info', enable => true }
}
class c3 (
  Integer $p1 = 1,
  String $p2 = 'abc',
  Array[String] $p3 = ['x'],
) {
  Service <|  |>
}
package { 'pkg1': tag => ['alpha', 'web'], * => {  } }
$v11 = { 'k' => 'v' }
service { ['svc1', 'svc2']: loglevel => 'info' }
[Service['svc2']] <~ Service <| tag == 'web' |> <~ Service['svc2']
@exec { 'run1': command => '/bin/true', require => [Service['svc1'], Package['pkg1']], subscribe => [Service['svc2']] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { notify => Service['svc1'] }
exec { 'run2': tag => ['alpha', 'beta'] }
notify { 'n1': message => 'hello', before => Service['svc1'] }
realize(Exec['run1'])
if defined(Class['c3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec <| ensure == 'present' or tag != 'beta' |> { tag => 'beta' }
if defined('c3') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify['n1'] { require => Exec['run1'] }
notify { 'n2': withpath => false, notify => Package['pkg1'] }
notify {
  default: withpath => false;
  'n3': loglevel => 'warning';
}
Notify['n3'] -> Notify['n2'] <- Exec['run2']
file {
  default: before => Exec['run1'];
  '/tmp/f1': notify => Notify['n3'], noop => true;
  '/tmp/f2': require => Exec['run1'];
  '/tmp/f3': require => Exec['run2'], owner => 'www-data';
}
Exec <| tag == 'alpha' |>
File['/tmp/f2'] <~ Service['svc2']
service { 'svc3': subscribe => [Notify['n3']] }
notify { 'n4': message => "tab\there", * => {  } }
Exec['run2'] { require => File['/tmp/f2'] }
contain c1
if defined('$x') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
