define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 (
  String $p1 = 'abc',
) {
  File { owner => 'root', mode => '0755' }
  Notify { message => ['a', 'b'] }
  @notify { 'c1-n1': tag => ['gamma', 'gamma'] }
  File { noop => true, ensure => 'directory' }
}
class c2 {
  tag 'beta'
  tag 'db'
  service { 'c2-svc1': enable => false, loglevel => 'warning' }
  notify {
    default: tag => ['db', 'gamma'], noop => false;
    'c2-n1': noop => true;
  }
}
stage { 'pre': before => Stage['main'] }
@service {
  default: enable => true, tag => 'beta';
  'svc1': loglevel => 'warning';
  'svc2': noop => false, loglevel => 'info';
  'svc3': enable => false;
}
notify { 'n1': tag => ['gamma', 'gamma'], withpath => false }
User { require => Notify['n1'] }
$v16 = 'val'
Notify <| tag == 'alpha' |> ~> File <| ensure == 'directory' |>
realize(Service['svc2'])
include c2
d1 { ['d1-n1', 'd1-n2']: }
contain c1
File { tag => ['alpha', 'db'] }
notify { 'n2': subscribe => [Service['svc2']] }
notify { 'n3': require => Service['svc2'], withpath => true }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n3': msg => 'v1' }
d1 { ['d1-n4', 'd1-n5']: msg => 'v2' }
service { 'svc4': before => Notify['d1-n2-d11'] }
Notify { notify => Service['svc4'] }
