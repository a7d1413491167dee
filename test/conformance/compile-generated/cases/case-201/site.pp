define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'db' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'web' }
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 1,
) {
  d1 { 'c1-d1-n1': }
  tag 'gamma'
  file { '/tmp/c1-f1': notify => Notify['c1-d1-n1-d12'], before => Notify['c1-d1-n1-d12'], loglevel => 'warning' }
  notify { 'c1-n1': tag => ['alpha', 'web'], message => 3.5 }
}
service { 'svc1': loglevel => 'info', noop => true, hasrestart => true }
Notify { notify => Service['svc1'], require => Service['svc1'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': before => Service['svc1'], tag => ['gamma', 'beta'], subscribe => Service['svc1'] }
@user { ['user1', 'user2', 'user3']: tag => ['beta', 'web'] }
Service['svc1'] -> Service['svc1'] -> Notify <| tag != 'alpha' |>
file { ['/tmp/f1', '/tmp/f2']: content => "line\n" }
