class c1 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
  Variant[Integer, String] $p3 = 'one',
) {
  notify { 'c1-n1': tag => 'alpha', loglevel => 'warning' }
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 's',
) {
  notify { 'c2-n1': loglevel => 'warning', message => "${p2} says hi" }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: tag => ['web', 'db'], managehome => false }
}
Notify { withpath => true, loglevel => 'info' }
service { 'svc1': tag => ['beta', 'web'] }
Service['svc1'] <- Service['svc1'] -> Service['svc1']
file { '/tmp/f1': notify => Service['svc1'], require => Service['svc1'] }
Service['svc1'] -> Service['svc1']
$v10 = 'val'
service { ['svc2', 'svc3']: tag => ['web', 'gamma'], before => File['/tmp/f1'] }
