define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'web' }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  notify { 'c1-n1': message => "${p1} says hi", tag => 'alpha' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) inherits c1 {
  Notify['c1-n1'] { message +> 'beta' }
  service { 'c2-svc1': enable => true, ensure => 'running', hasrestart => false }
  include c1
  @user { 'c2-user1': groups => 'users' }
  Exec { timeout => 30, noop => true }
}
class { 'c2': p1 => ['a', 'b'] }
service { 'svc1': tag => 'alpha', before => Notify['c1-n1'], require => Service['c2-svc1'] }
service { 'svc2': loglevel => 'warning', before => Service['c2-svc1'] }
User { loglevel => 'info', ensure => 'present' }
exec { 'run1': command => '/bin/true', subscribe => Service['svc2'] }
notify {
  default: loglevel => 'warning';
  'n1': message => 42, tag => 'alpha';
  'n2': subscribe => Service['svc1'];
  'n3': before => Service['c2-svc1'], noop => true;
}
exec { ['run2', 'run3', 'run4']: command => '/bin/true', loglevel => 'warning', before => [Service['svc2']] }
User { tag => 'gamma', before => Service['c2-svc1'] }
user { 'user1': groups => ['adm', 'sudo'], subscribe => Notify['n1'], managehome => true }
