define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: noop => true }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Notify { loglevel => 'warning' }
  if tagged('web') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = true,
  Optional[String] $p2 = undef,
) inherits c1 {
  Notify['c1-n2'] { tag => 'db' }
  user { 'c2-user1': tag => 'gamma', managehome => true, loglevel => 'info' }
  require c1
  d1 { 'c2-d1-n1': }
  tag 'db'
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = 'o',
  Enum['a', 'b'] $p3 = 'a',
) {
  service { 'c3-svc1': ensure => 'stopped', hasrestart => false }
  d1 { ['c3-d1-n1', 'c3-d1-n2']: level => 'v2' }
  Notify { message => 42, before => Notify['c3-d1-n1-d11'] }
}
notify {
  default: noop => false, tag => ['web', 'db'];
  'n1': message => 3.5;
}
file { '/tmp/f1': mode => '0644', loglevel => 'info' }
notify { 'n2': subscribe => [Notify['n1'], File['/tmp/f1']] }
Notify <| tag == 'alpha' |>
@@user { 'user1': ensure => 'present', before => Notify['n2'] }
notify { 'n3': withpath => true, loglevel => 'warning' }
User <<| tag != 'web' |>>
exec { 'run1': command => '/bin/true', subscribe => Notify['n2'], tag => ['web', 'web'], refreshonly => false }
require c2
file {
  default: noop => false, content => 'data';
  '/tmp/f2': before => File['/tmp/f1'], mode => '0600';
}
service {
  default: ensure => 'stopped', hasrestart => false;
  'svc1': enable => true;
  'svc2': tag => 'beta';
  'svc3': subscribe => File['/tmp/f1'];
}
contain c2
Service { tag => 'beta', noop => false }
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
Exec { notify => Notify['c2-d1-n1-d11'] }
notify { ['n4', 'n5', 'n6']: message => '' }
package { 'pkg1': notify => Service['svc2'] }
