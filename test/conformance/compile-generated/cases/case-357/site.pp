define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'web' }
  Notify { noop => true }
}
notify { 'n1': loglevel => 'warning', tag => ['alpha', 'db'] }
Notify['n1'] { noop => false }
Exec { path => ['/bin', '/usr/bin'] }
notify { 'n2': subscribe => Notify['n1'] }
user { ['user1', 'user2']: noop => true, before => Notify['n1'] }
d1 { 'd1-n1': }
service { 'svc1': loglevel => 'info', before => User['user2'] }
user { 'user3': loglevel => 'warning' }
notify { ['n3', 'n4']: subscribe => Notify['n1'] }
