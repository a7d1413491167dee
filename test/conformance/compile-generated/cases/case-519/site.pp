define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  Notify { noop => true }
  d1 { "${name}-in": }
}
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], noop => true }
file { '/tmp/f1': ensure => 'directory' }
$v9 = 'val'
notify {
  default: subscribe => Exec['run1'], loglevel => 'warning';
  'n1': noop => true, notify => Exec['run1'];
  'n2': noop => true;
}
d2 { 'd2-n1': msg => 7 }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/f1'] { before => Exec['run2'] }
service { 'svc1': tag => 'db' }
notify { 'n3': message => undef }
Notify['d2-n1-in-d12'] -> Exec['run2'] -> Service['svc1']
@package { 'pkg1': noop => true }
