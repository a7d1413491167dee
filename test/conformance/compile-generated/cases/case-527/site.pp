@user {
  default: tag => ['gamma', 'gamma'];
  'user1': ensure => 'absent', managehome => false;
  'user2': managehome => true;
}
package { 'pkg1': noop => false, * => { 'tag' => ['beta', 'web'] } }
notify { 'n1': message => "${module_name} says hi", * => {  } }
@@package { 'pkg2': loglevel => 'warning', before => Package['pkg1'] }
@notify {
  default: withpath => false, noop => true;
  'n2': message => true;
}
[Notify['n1']] <- Package['pkg1']
@@notify { 'n3': require => Package['pkg1'] }
@service { 'svc1': hasrestart => false, before => Notify['n1'] }
$v8 = [1, 2]
realize(Notify['n2'])
user { 'user3': uid => 30 }
realize([Notify['n2'], User['user2']])
Notify['n1'] { require +> Package['pkg1'] }
$v13 = [1, 2]
Notify <| title == 'n1' |>
tag 'gamma'
Notify { require => User['user2'], tag => 'gamma' }
tag 'gamma'
exec {
  default: command => '/usr/bin/env echo hi', noop => true;
  'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  'run2': command => '/usr/bin/env echo hi', loglevel => 'warning', tag => ['db', 'beta'];
}
User['user2'] <~ [Notify['n2']]
@file { '/tmp/f1': ensure => 'directory', tag => 'db', notify => User['user3'] }
notify {
  default: loglevel => 'info', require => User['user2'];
  'n4': loglevel => 'info', subscribe => User['user2'];
}
file { '/tmp/f2': before => User['user3'], tag => 'web' }
User { managehome => true, require => [User['user3'], Exec['run2']] }
package { 'pkg3': loglevel => 'info' }
@file { '/tmp/f3': ensure => 'absent', tag => 'beta' }
