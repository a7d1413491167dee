define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  @service { 'c1-svc1': loglevel => 'warning', tag => ['db', 'gamma'] }
  notify { 'c1-n1': withpath => true }
}
file {
  default: owner => 'root';
  '/tmp/f1': noop => false, owner => 'www-data';
}
File['/tmp/f1'] -> File['/tmp/f1'] <- File['/tmp/f1']
tag 'alpha'
tag 'db'
class { 'c1': p1 => undef }
exec {
  default: subscribe => [File['/tmp/f1']], refreshonly => true;
  'run1': command => 'touch /tmp/x', notify => [Notify['c1-n1']], before => Notify['c1-n1'];
}
d1 { ['d1-n1', 'd1-n2']: }
