define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'web' }
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@package { 'pkg1': tag => 'beta', * => {  } }
Notify { withpath => true }
notify { 'n1': withpath => true, tag => 'gamma' }
@exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
if defined(Notify['n1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec { refreshonly => false }
Notify['n1'] { require +> Notify['n1'] }
@d1 { 'd1-n1': level => 'v2' }
tag 'alpha'
exec { ['run2', 'run3']: command => '/usr/bin/env echo hi', timeout => 1001 }
@user { 'user1': noop => false, ensure => 'present' }
User { tag => 'db' }
d1 { ['d1-n2', 'd1-n3']: level => 7 }
Exec <| tag == 'gamma' |>
user {
  default: before => Exec['run2'];
  'user2': ensure => 'absent';
  'user3': managehome => true;
  'user4': require => Notify['d1-n3-d12'];
}
service {
  default: notify => [Exec['run3'], User['user4']], noop => false;
  'svc1': hasrestart => true;
  'svc2': tag => 'db', enable => false;
  'svc3': subscribe => Notify['d1-n2-d11'], tag => 'db';
}
Service['svc2'] { require => Notify['d1-n3-d11'] }
User <| title == 'run3' |> { require +> User['user4'] }
@d2 { ['d2-n1', 'd2-n2']: extra => 'v2' }
if defined('$p1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
package { ['pkg2', 'pkg3']: subscribe => Exec['run2'] }
realize([User['user1'], D2['d2-n1']])
notify { 'n2': loglevel => 'info', before => User['user4'] }
d2 { ['d2-n3', 'd2-n4']: }
User { managehome => true, loglevel => 'info' }
