class c1 {
  notify { 'c1-n1': loglevel => 'warning', message => true, noop => false }
  user { 'c1-user1': groups => ['adm', 'sudo'], noop => true }
}
class c2 (
  Optional[String] $p1 = 'o',
  Enum['a', 'b'] $p2 = 'a',
) {
  Exec <| title == 'n1' |>
  notify {
    default: tag => 'db';
    'c2-n1': noop => true;
    'c2-n2': message => "${p1} says hi", noop => false;
    'c2-n3': withpath => true, message => 'multi
  line';
  }
  file { '/tmp/c2-f1': mode => '0644' }
}
class c3 (
  String $p1 = 'x y',
) {
  notify { 'c3-n1': message => "${p1} says hi" }
  Service { ensure => 'running', loglevel => 'info' }
  notify { ['c3-n2', 'c3-n3']: loglevel => 'warning' }
}
include c2
notify { ['n1', 'n2']: tag => ['db', 'web'] }
service { ['svc1', 'svc2', 'svc3']: tag => 'web' }
Exec { loglevel => 'warning' }
notify { 'n3': notify => File['/tmp/c2-f1'], tag => ['db', 'gamma'], message => "${trusted[certname]} says hi" }
file { ['/tmp/f1', '/tmp/f2']: before => Service['svc2'] }
notify {
  default: before => Notify['n1'];
  'n4': require => Class['c2'];
}
user { 'user1': groups => [], * => {  } }
service {
  default: noop => false;
  'svc4': notify => Notify['n4'];
  'svc5': subscribe => File['/tmp/f2'], enable => false;
  'svc6': require => Class['c2'], enable => true;
}
Service['svc3'] { require +> [Notify['c2-n3'], Service['svc3']] }
[Service['svc2'], File['/tmp/c2-f1'], Notify['n3']] <~ Notify['n2'] <- Service['svc3']
Service['svc1'] { noop => true }
Notify { message => undef }
require c1
require c2
file { ['/tmp/f3', '/tmp/f4']: before => [Notify['c1-n1'], Service['svc6']] }
Notify { loglevel => 'info' }
package { 'pkg1': before => User['user1'] }
Notify['n2'] { noop => false }
