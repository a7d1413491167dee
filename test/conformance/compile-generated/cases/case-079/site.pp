define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'db' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'gamma' }
  d1 { "${name}-in": }
}
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'];
  'run1': tag => 'alpha';
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { ['pkg1', 'pkg2']: loglevel => 'warning' }
Package['pkg2'] <~ Package['pkg1'] <- Package['pkg1']
notify { 'n1': noop => false, * => {  } }
Package['pkg2'] { require => Notify['n1'] }
user { 'user1': tag => ['alpha', 'db'], require => Exec['run1'] }
User['user1'] -> Package['pkg2']
file { '/tmp/f1': require => Package['pkg2'], * => { 'tag' => 'beta' } }
@notify { ['n2', 'n3', 'n4']: message => 'hello', tag => ['web', 'gamma'] }
realize([Notify['n3']])
tag 'web'
$v19 = 'val'
$v20 = { 'k' => 'v' }
user { ['user2', 'user3', 'user4']: ensure => 'present', shell => '/bin/bash' }
file { '/tmp/f2': require => User['user2'], notify => User['user3'] }
service { 'svc1': notify => [Exec['run1']] }
service { 'svc2': hasrestart => true }
$v25 = 'val'
@notify { 'n5': message => 42, require => File['/tmp/f1'] }
realize([Notify['n3'], Notify['n2']])
