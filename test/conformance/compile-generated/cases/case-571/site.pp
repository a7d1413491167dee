define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  File { content => 'data' }
  notify { 'c1-n1': tag => 'alpha' }
  @exec { 'c1-run1': timeout => 1001, command => 'touch /tmp/x', loglevel => 'warning' }
  Exec <|  |>
}
class c2 (
  Integer $p1 = 8080,
) inherits c1 {
  Notify['c1-n1'] { tag => ['beta', 'web'] }
  require c1
  user { ['c2-user1', 'c2-user2']: tag => 'beta' }
}
Notify <| ensure == 'directory' and tag == 'alpha' |> { tag +> ['db', 'beta'] }
d1 { ['d1-n1', 'd1-n2']: }
service { 'svc1': loglevel => 'warning', before => [Notify['d1-n1-d11']] }
Notify['d1-n1-d11'] ~> Notify['d1-n2-d11']
service { 'svc2': noop => true, subscribe => [Notify['d1-n1-d11']], tag => ['alpha', 'db'] }
@service {
  default: noop => false, hasrestart => true;
  'svc3': ensure => 'running';
  'svc4': ensure => 'stopped';
  'svc5': enable => true;
}
File <| message == 'world' |>
@service {
  default: before => [Notify['d1-n1-d11'], Notify['d1-n2-d11']], subscribe => Notify['d1-n1-d11'];
  'svc6': hasrestart => true, require => [Service['svc1']];
}
service { 'svc7': loglevel => 'warning' }
@exec { 'run1': command => 'touch /tmp/x', loglevel => 'warning' }
Service['svc2'] { require => [Service['svc7'], Notify['d1-n1-d11']] }
notify { 'n1': loglevel => 'info', tag => ['db', 'gamma'] }
