define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'gamma' }
  File { noop => true }
  d1 { "${name}-in": }
}
package {
  default: tag => 'web';
  'pkg1': tag => ['db', 'db'];
  'pkg2': noop => false;
}
file { ['/tmp/f1', '/tmp/f2']: subscribe => Package['pkg2'] }
notify { 'n1': require => Package['pkg2'], tag => ['beta', 'beta'] }
user { 'user1': loglevel => 'info' }
Package['pkg1'] -> [Notify['n1'], Package['pkg1']]
file { ['/tmp/f3', '/tmp/f4']: noop => false, content => "${trusted[certname]}" }
user { ['user2', 'user3', 'user4']: shell => '/bin/sh', groups => 'users' }
User { ensure => 'absent', loglevel => 'info' }
$v16 = 'val'
@d1 { 'd1-n1': }
