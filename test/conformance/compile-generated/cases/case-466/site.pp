define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $extra, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  d1 { "${name}-in": }
}
Package { noop => true, tag => 'web' }
File { owner => 'www-data', mode => '0644' }
file {
  default: noop => true, ensure => 'file';
  '/tmp/f1': loglevel => 'info';
  '/tmp/f2': loglevel => 'info', noop => true;
  '/tmp/f3': ensure => 'absent', tag => 'beta';
}
notify { 'n1': message => "${trusted[certname]} says hi" }
service { 'svc1': tag => ['gamma', 'db'] }
notify { 'n2': before => [File['/tmp/f3'], File['/tmp/f1']], tag => ['gamma', 'db'], message => 42 }
Notify['n2'] { withpath => true }
Service <|  |>
tag 'web'
Package { loglevel => 'warning' }
user { 'user1': tag => ['alpha', 'gamma'] }
Exec { subscribe => File['/tmp/f3'], loglevel => 'info' }
exec { 'run1': command => '/usr/bin/env echo hi', * => { 'noop' => false } }
@file { '/tmp/f4': noop => false, content => "${module_name}" }
file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: ensure => 'directory', loglevel => 'warning' }
Notify { subscribe => Notify['n1'], noop => false }
