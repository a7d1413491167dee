stage { 'pre': before => Stage['main'] }
Notify { message => undef }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('notify') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| title == 'n1' |>
@@notify { 'n1': noop => false, tag => 'db' }
File <| ensure == 'directory' and ensure == 'directory' |>
tag 'alpha'
@@notify { 'n2': message => 3.5, noop => false }
exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'info' }
@package { 'pkg1': require => Exec['run1'], tag => 'db' }
service {
  default: before => Exec['run1'];
  'svc1': noop => false;
  'svc2': hasrestart => true;
}
Service['svc2'] -> Exec['run1']
exec { 'run2': before => [Service['svc1']] }
File { owner => 'www-data', loglevel => 'info' }
notify { 'n3': withpath => false, * => { 'notify' => Exec['run1'] } }
notify { 'n4': loglevel => 'warning', require => Exec['run1'], message => 'x y' }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: before => Exec['run1'] }
$v20 = 'val'
if defined(Service['svc2']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
tag 'gamma'
Service['svc1'] <~ Notify <| message == 42 |>
Notify['n3'] { require => [Exec['run1'], Notify['n4']] }
tag 'gamma'
package { 'pkg2': tag => 'beta' }
file { '/tmp/f4': content => "line\n" }
Notify['n4'] -> Service['svc1']
Notify['n4'] { noop => true }
