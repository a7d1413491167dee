define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'web' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: message => 42 }
  d2 { 'c1-d2-n1': extra => 7 }
  tag 'gamma'
  file { '/tmp/c1-f1': owner => 'www-data' }
}
class c2 (
  Boolean $p1 = false,
) {
  user { ['c2-user1', 'c2-user2', 'c2-user3']: groups => [] }
}
class c3 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = 'o',
) inherits c2 {
  User['c2-user1'] { tag => ['alpha', 'web'] }
  Exec { loglevel => 'info' }
  notify { 'c3-n1': noop => false, message => "tab\there" }
  exec { 'c3-run1': command => 'touch /tmp/x', tag => 'gamma' }
  contain c1
}
include c3
Notify['c1-d2-n1-in-d11'] -> Class['c3']
@file { '/tmp/f1': mode => '0600', ensure => 'file', content => 'data' }
tag 'alpha'
realize(File['/tmp/f1'])
include c2
Package { tag => ['web', 'beta'] }
User { tag => ['web', 'alpha'], groups => [] }
notify {
  default: loglevel => 'warning', withpath => true;
  'n1': before => Notify['c3-n1'], message => '';
  'n2': tag => 'beta';
}
notify { ['n3', 'n4']: message => 3.5, before => Notify['c1-d2-n1-d21'] }
File { before => Notify['n3'] }
service {
  default: loglevel => 'info', hasrestart => false;
  'svc1': require => Notify['c1-d2-n1-d21'], hasrestart => false;
  'svc2': before => [Notify['c1-n2'], Notify['n3']], ensure => 'running';
  'svc3': before => Notify['n3'], notify => Notify['c1-n2'];
}
$v29 = [1, 2]
require c3
realize(File['/tmp/f1'])
d2 { ['d2-n1', 'd2-n2']: }
d2 { 'd2-n3': }
tag 'gamma'
realize([File['/tmp/f1']])
package { 'pkg1': loglevel => 'info', noop => true }
$v37 = [1, 2]
File <| tag != 'gamma' or ensure == 'present' |> { require +> User['c2-user2'] }
@@notify { 'n5': before => Notify['n2'], tag => 'db', message => "${module_name} says hi" }
