define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
  Notify { noop => true }
}
service { 'svc1': enable => true, * => {  } }
package { 'pkg1': require => Service['svc1'] }
file { '/tmp/f1': loglevel => 'info', require => Service['svc1'], before => Service['svc1'] }
Notify <| ensure == 'present' |> { message => undef }
File['/tmp/f1'] -> [File['/tmp/f1']]
$v9 = 'val'
Notify { notify => File['/tmp/f1'], message => 3.5 }
Notify { tag => ['beta', 'gamma'], require => Service['svc1'] }
exec { 'run1': refreshonly => true }
notify {
  default: tag => 'db';
  'n1': tag => ['gamma', 'alpha'];
  'n2': notify => Exec['run1'];
  'n3': withpath => true;
}
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@notify { 'n4': noop => false }
notify { 'n5': noop => false }
file { '/tmp/f2': require => Notify['n3'], subscribe => [Notify['n3']] }
File['/tmp/f1'] { noop => true }
@@package { 'pkg2': ensure => 'latest', tag => 'web' }
Notify <<| message == 42 |>>
