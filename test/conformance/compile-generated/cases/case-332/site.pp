class c1 {
  Notify { message => '', loglevel => 'info' }
}
class c2 {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': loglevel => 'info', tag => 'beta' }
  contain c1
}
tag 'alpha'
Notify { tag => ['beta', 'beta'] }
File { noop => false }
tag 'web'
user { 'user1': managehome => false }
@file { '/tmp/f1': noop => true }
exec { 'run1': subscribe => User['user1'], notify => User['user1'], tag => ['alpha', 'db'] }
exec { 'run2': require => User['user1'], tag => ['web', 'gamma'] }
file { '/tmp/f2': mode => '0644' }
notify { 'n1': notify => User['user1'], require => File['/tmp/f2'] }
notify { 'n2': message => 'world', tag => ['beta', 'alpha'], before => Exec['run1'] }
@notify {
  default: message => "${module_name} says hi", subscribe => File['/tmp/f2'];
  'n3': noop => false, tag => ['beta', 'alpha'];
  'n4': message => 'x y';
}
service { ['svc1', 'svc2', 'svc3']: notify => Exec['run1'], require => Notify['n1'] }
package {
  default: notify => Service['svc3'], tag => 'web';
  'pkg1': loglevel => 'info', tag => ['gamma', 'web'];
  'pkg2': ensure => '1.2.3';
}
tag 'gamma'
realize(Notify['n4'])
notify { 'n5': noop => false, tag => 'alpha', message => "${module_name} says hi" }
