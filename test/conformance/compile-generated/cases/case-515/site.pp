class c1 (
  Optional[String] $p1 = 'o',
) {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'info', tag => ['db', 'alpha'] }
  tag 'gamma'
  notify { 'c1-n3': loglevel => 'info', withpath => true }
}
class c2 (
  Integer $p1 = 8080,
  String $p2 = 's',
) {
  notify { 'c2-n1': withpath => true, tag => 'web', message => 42 }
  notify { 'c2-n2': noop => true }
  User { ensure => 'present' }
}
notify { 'n1': loglevel => 'warning', * => { 'tag' => ['alpha', 'db'] } }
notify { 'n2': require => Notify['n1'], withpath => false, tag => 'alpha' }
user { 'user1': before => [Notify['n2']], loglevel => 'warning', notify => Notify['n2'] }
notify { 'n3': require => [Notify['n2'], User['user1']], * => {  } }
contain c2
$v13 = { 'k' => 'v' }
Notify { noop => true, before => Notify['n1'] }
File { tag => 'alpha', ensure => 'present' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': notify => Notify['n2'], tag => 'gamma' }
Package <| tag != 'alpha' |>
Notify { subscribe => Service['svc1'] }
if defined(Notify['n2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { ['svc2', 'svc3', 'svc4']: before => Service['svc1'] }
Notify <| (ensure == 'directory' or title == 'c2-n2') and ensure == 'running' |>
service {
  default: loglevel => 'info', noop => true;
  'svc5': notify => Notify['c2-n2'], enable => false;
}
Class['c2'] -> Notify['n1']
exec {
  default: command => 'touch /tmp/x', subscribe => Class['c2'], require => Service['svc3'];
  'run1': subscribe => User['user1'], timeout => 30;
}
Exec { path => ['/bin', '/usr/bin'] }
Service['svc2'] ~> Notify['n3'] <~ Notify <|  |>
notify { 'n4': subscribe => Service['svc2'], * => { 'before' => Notify['c2-n2'] } }
exec { 'run2': command => '/usr/bin/env echo hi', require => Notify['c2-n1'], tag => 'alpha' }
notify { 'n5': tag => 'web', * => { 'notify' => Service['svc2'] } }
notify {
  default: subscribe => Exec['run2'], message => "${trusted[certname]} says hi";
  'n6': loglevel => 'info';
  'n7': message => "${facts[hostname]} says hi", require => Service['svc4'];
  'n8': require => Class['c2'], message => "${trusted[certname]} says hi";
}
if tagged('alpha') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@exec { 'run3': timeout => '300', require => Service['svc5'] }
user { 'user2': uid => 1001 }
Package { subscribe => Service['svc5'] }
Notify { tag => ['alpha', 'db'], message => undef }
