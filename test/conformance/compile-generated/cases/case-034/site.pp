define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
class c1 {
  notify { 'c1-n1': message => 42, tag => ['gamma', 'beta'] }
}
Service { loglevel => 'info' }
service { 'svc1': tag => 'web', hasrestart => true }
include c1
require c1
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', noop => false, tag => ['web', 'gamma'] }
notify { ['n1', 'n2']: require => Exec['run1'], message => "${trusted[certname]} says hi" }
$v10 = { 'k' => 'v' }
@service { 'svc2': tag => 'db', hasrestart => false, ensure => 'stopped' }
service { 'svc3': before => Service['svc1'], ensure => 'stopped', tag => 'db' }
@d1 { 'd1-n1': }
d1 { 'd1-n2': }
[Notify['c1-n1'], Exec['run2']] <- Exec['run1']
File { ensure => 'absent', subscribe => Notify['n2'] }
@package { 'pkg1': subscribe => Class['c1'], require => Class['c1'] }
Package <| (ensure == 'directory' and ensure == 'running') and title == 'n2' |> { tag => ['gamma', 'db'] }
notify {
  default: notify => [Notify['n2']], message => "${trusted[certname]} says hi";
  'n3': noop => true, before => Class['c1'];
}
include c1
$v21 = { 'k' => 'v' }
notify { ['n4', 'n5']: tag => ['alpha', 'gamma'] }
Service <| message == 'x y' |>
service {
  default: loglevel => 'warning', tag => ['web', 'beta'];
  'svc4': loglevel => 'info', ensure => 'stopped';
  'svc5': tag => ['alpha', 'db'], enable => false;
  'svc6': loglevel => 'info', enable => false;
}
exec { 'run4': timeout => 30, * => { 'require' => Notify['n2'] } }
