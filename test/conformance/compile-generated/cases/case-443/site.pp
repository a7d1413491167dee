define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: ensure => 'absent' }
}
@exec { 'run1': command => 'touch /tmp/x', tag => 'web', noop => true }
include c1
file { '/tmp/f1': loglevel => 'warning' }
User { notify => User['c1-user3'], shell => '/bin/sh' }
@file { '/tmp/f2': mode => '0600', * => { 'owner' => 'www-data' } }
File['/tmp/f1'] { require => User['c1-user3'] }
user {
  default: tag => ['gamma', 'web'], subscribe => [User['c1-user3']];
  'user1': loglevel => 'warning';
  'user2': shell => '/bin/bash', notify => User['c1-user1'];
  'user3': loglevel => 'info';
}
User['user3'] -> File['/tmp/f1']
package {
  default: tag => 'web';
  'pkg1': tag => ['gamma', 'alpha'];
  'pkg2': notify => File['/tmp/f1'], before => User['c1-user3'];
  'pkg3': require => User['user3'], noop => false;
}
exec { 'run2': command => '/usr/bin/env echo hi', * => { 'before' => User['c1-user1'], 'noop' => true } }
File { notify => File['/tmp/f1'] }
