define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Enum['a', 'b'] $p2 = 'a',
) {
  file { '/tmp/c1-f1': noop => false, tag => ['alpha', 'alpha'] }
  @notify { 'c1-n1': tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Variant[Integer, String] $p3 = 1,
) {
  @user { 'c2-user1': uid => 1001, noop => true, shell => '/bin/sh' }
}
Exec { tag => 'alpha' }
require c2
realize(User['c2-user1'])
User['c2-user1'] -> User['c2-user1'] <- User['c2-user1']
tag 'db'
User['c2-user1'] <~ User['c2-user1']
notify {
  default: before => Class['c2'];
  'n1': loglevel => 'info', message => "${module_name} says hi";
  'n2': subscribe => User['c2-user1'], require => User['c2-user1'];
  'n3': loglevel => 'info';
}
d1 { 'd1-n1': level => 'v1' }
Notify['d1-n1-d11'] -> Notify['n2']
@service { 'svc1': enable => false, ensure => 'stopped' }
User['c2-user1'] <~ Notify['n2'] <- [Notify['n1']]
include c1
