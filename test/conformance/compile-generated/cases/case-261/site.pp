define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'beta' }
  notify { "${title}-d11": message => $title, tag => 'beta' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg, tag => 'beta' }
}
class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = 'o',
) {
  @service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: hasrestart => false }
  notify {
    default: loglevel => 'warning';
    'c1-n1': tag => 'db';
    'c1-n2': tag => ['gamma', 'alpha'], withpath => false;
    'c1-n3': withpath => false, tag => ['beta', 'beta'];
  }
}
file { '/tmp/f1': tag => ['beta', 'web'], owner => 'www-data', mode => '0755' }
user { 'user1': loglevel => 'info', groups => ['adm', 'sudo'] }
