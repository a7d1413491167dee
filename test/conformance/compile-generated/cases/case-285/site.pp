class c1 {
  exec { 'c1-run1': command => '/usr/bin/env echo hi', refreshonly => false, noop => false }
  User { uid => '300' }
  user { ['c1-user1', 'c1-user2']: groups => [], shell => '/bin/sh' }
  notify { ['c1-n1', 'c1-n2']: tag => 'db', noop => true }
}
class c2 inherits c1 {
  User['c1-user1'] { noop +> 'web' }
  tag 'beta'
  notify { 'c2-n1': message => 'multi
  line', noop => false, tag => 'db' }
}
class c3 {
  notify {
    default: withpath => true;
    'c3-n1': message => 42;
    'c3-n2': tag => ['web', 'web'];
    'c3-n3': loglevel => 'warning';
  }
}
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c2
Notify['c1-n2'] -> Notify['c1-n2']
Notify['c1-n1'] -> Exec['c1-run1']
notify { 'n1': notify => Notify['c2-n1'], noop => true }
service { ['svc1', 'svc2', 'svc3']: notify => Notify['c1-n1'], enable => false }
Service { tag => ['gamma', 'alpha'], notify => Notify['n1'] }
exec { 'run1': command => '/bin/true', noop => false, tag => ['db', 'web'], refreshonly => false }
@file {
  default: tag => 'db';
  '/tmp/f1': before => Service['svc1'];
}
File { owner => 'www-data', ensure => 'file' }
Package { tag => 'gamma' }
contain c1
$v23 = { 'k' => 'v' }
notify { 'n2': noop => false, * => { 'tag' => 'gamma' } }
package { 'pkg1': tag => 'alpha', * => {  } }
$v26 = { 'k' => 'v' }
User <| tag != 'gamma' |> { noop => true }
$v28 = 'val'
