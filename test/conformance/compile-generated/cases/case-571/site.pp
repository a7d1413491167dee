define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
@file {
  default: noop => false, owner => 'www-data';
  '/tmp/f1': ensure => 'file';
  '/tmp/f2': noop => true;
}
File { ensure => 'file' }
exec { 'run1': timeout => 30, refreshonly => false, command => 'touch /tmp/x' }
notify { 'n1': tag => ['alpha', 'alpha'] }
Notify { tag => ['alpha', 'alpha'] }
$v9 = [1, 2]
service { 'svc1': loglevel => 'warning', noop => false }
$v11 = [1, 2]
