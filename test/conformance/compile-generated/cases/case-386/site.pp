service { 'svc1': noop => false, hasrestart => false }
$v1 = { 'k' => 'v' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc1'] ~> Service['svc1']
user { 'user1': noop => false, groups => [], subscribe => Service['svc1'] }
@notify { 'n1': noop => false, * => { 'loglevel' => 'warning' } }
notify { 'n2': before => User['user1'], tag => ['beta', 'db'] }
User['user1'] <~ Notify['n2'] <- Service['svc1']
tag 'gamma'
User['user1'] <~ Service['svc1']
$v11 = { 'k' => 'v' }
notify {
  default: before => Service['svc1'], tag => 'alpha';
  'n3': message => 3.5, noop => false;
  'n4': tag => 'alpha', message => 'multi
line';
  'n5': require => User['user1'];
}
file { ['/tmp/f1', '/tmp/f2']: tag => 'beta', mode => '0600' }
user {
  default: shell => '/bin/bash';
  'user2': loglevel => 'warning', notify => Notify['n4'];
  'user3': managehome => false, loglevel => 'warning';
  'user4': notify => Notify['n4'];
}
user { 'user5': tag => ['web', 'alpha'], noop => false }
tag 'web'
