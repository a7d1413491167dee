define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
d1 { 'd1-n1': level => 'v2' }
exec { 'run1': before => Notify['d1-n1-d11'], tag => ['beta', 'beta'] }
tag 'alpha'
notify { ['n1', 'n2', 'n3']: notify => Notify['d1-n1-d11'] }
user {
  default: tag => ['beta', 'gamma'];
  'user1': require => Notify['d1-n1-d11'], shell => '/bin/bash';
  'user2': uid => 30;
  'user3': subscribe => Exec['run1'], loglevel => 'warning';
}
package { 'pkg1': tag => 'db' }
User['user2'] { noop => false }
user { 'user4': require => [Exec['run1']], shell => '/bin/bash' }
d2 { 'd2-n1': extra => 'v1' }
@@notify { 'n4': withpath => false }
Exec <<| tag != 'beta' |>> { tag => 'gamma' }
package { 'pkg2': tag => 'beta', noop => false }
Service { subscribe => User['user1'] }
Notify['d1-n1-d11'] <- Exec['run1']
Notify { tag => ['beta', 'beta'] }
package { 'pkg3': before => User['user4'], tag => 'web' }
