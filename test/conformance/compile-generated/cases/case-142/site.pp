notify { 'n1': loglevel => 'warning', withpath => true }
user { 'user1': loglevel => 'warning', * => {  } }
service { 'svc1': before => Notify['n1'], tag => 'gamma' }
package { ['pkg1', 'pkg2']: ensure => '1.2.3' }
notify { 'n2': before => Service['svc1'], message => "${module_name} says hi" }
File <| ensure == 'running' |>
notify {
  default: message => 'multi
line';
  'n3': notify => Package['pkg2'];
}
package { 'pkg3': tag => 'gamma', notify => User['user1'] }
@@notify { 'n4': require => [Service['svc1'], Notify['n3']], notify => Package['pkg2'], tag => ['alpha', 'alpha'] }
notify { 'n5': subscribe => Package['pkg2'], * => {  } }
Notify { notify => Package['pkg3'], withpath => false }
tag 'gamma'
user { 'user2': tag => 'db', * => { 'loglevel' => 'info' } }
File <|  |>
notify { 'n6': subscribe => Notify['n5'], * => {  } }
User { require => Notify['n5'] }
user { 'user3': notify => User['user1'], tag => ['gamma', 'web'], before => Notify['n6'] }
[Service['svc1'], Package['pkg3']] <~ [Package['pkg1']] <- Service['svc1']
notify { 'n7': loglevel => 'warning', * => { 'tag' => ['beta', 'db'] } }
service { 'svc2': loglevel => 'info', hasrestart => true, enable => true }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v22 = { 'k' => 'v' }
$v23 = 'val'
package { 'pkg4': subscribe => Package['pkg3'] }
if defined(Package['pkg1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v27 = [1, 2]
Service['svc2'] -> Package['pkg1'] <~ User['user3']
@file {
  default: mode => '0644', tag => 'gamma';
  '/tmp/f1': tag => ['alpha', 'db'], content => "${facts[hostname]}";
  '/tmp/f2': subscribe => Package['pkg3'], tag => 'web';
  '/tmp/f3': loglevel => 'warning';
}
realize([File['/tmp/f3']])
notify { 'bad': bogus => 1 }
