class c1 (
  String $p1 = 'abc',
) {
  User { groups => 'users' }
}
class c2 {
  notify { 'c2-n1': tag => ['web', 'web'] }
}
require c2
exec { 'run1': command => '/bin/true', before => Notify['c2-n1'] }
@@user {
  default: loglevel => 'info', tag => ['db', 'beta'];
  'user1': tag => ['db', 'beta'];
  'user2': tag => 'gamma', require => Notify['c2-n1'];
  'user3': require => Class['c2'];
}
include c1
include c2
include nosuch
