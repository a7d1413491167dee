define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
) {
  user { 'c1-user1': tag => 'db', groups => 'users', shell => '/bin/sh' }
}
file { '/tmp/f1': noop => true }
@@notify { ['n1', 'n2', 'n3']: require => File['/tmp/f1'] }
File['/tmp/f1'] { require +> File['/tmp/f1'] }
@service {
  default: tag => ['beta', 'alpha'];
  'svc1': tag => ['alpha', 'gamma'], notify => File['/tmp/f1'];
  'svc2': subscribe => File['/tmp/f1'];
  'svc3': hasrestart => true, ensure => 'stopped';
}
tag 'alpha'
d1 { 'd1-n1': }
File['/tmp/f1'] { before => Notify['d1-n1-d11'] }
