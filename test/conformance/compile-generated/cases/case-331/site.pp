define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 (
  Integer $p1 = 80,
) {
  service { 'c1-svc1': hasrestart => true }
  @service { ['c1-svc2', 'c1-svc3']: loglevel => 'warning', tag => ['web', 'db'] }
  tag 'alpha'
}
service {
  default: ensure => 'stopped';
  'svc1': tag => ['alpha', 'alpha'];
  'svc2': tag => ['db', 'alpha'], enable => true;
}
tag 'alpha'
Service['svc1'] <- Service['svc1'] ~> [Service['svc2'], Service['svc1']]
d1 { 'd1-n1': msg => 'v1', level => 7 }
notify { 'n1': require => [Service['svc2'], Service['svc1']] }
@notify { 'n2': withpath => false }
file { '/tmp/f1': require => [Service['svc2']], * => { 'tag' => ['db', 'gamma'] } }
