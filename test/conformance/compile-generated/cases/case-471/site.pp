define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'beta' }
  notify { "${title}-d21": message => $level, tag => 'web' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 1,
  Integer $p2 = 1,
) {
  @notify { ['c1-n1', 'c1-n2']: withpath => false }
}
tag 'alpha'
include c1
Notify <|  |> { tag => 'web' }
Notify <| tag != 'alpha' or tag != 'db' |> { tag => 'web' }
@notify { 'n1': withpath => false, message => "tab\there" }
Notify { noop => false }
service {
  default: loglevel => 'info', hasrestart => false;
  'svc1': loglevel => 'warning';
}
notify {
  default: require => Service['svc1'], message => 3.5;
  'n2': noop => true;
}
$v18 = 'val'
d2 { 'd2-n1': level => 'v2' }
require c1
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize([Notify['c1-n2'], Notify['n1']])
d1 { 'd1-n1': }
