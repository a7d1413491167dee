define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra }
  notify { "${title}-d11": message => "${name}: ${extra}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
  Boolean $p3 = true,
) {
  user { 'c1-user1': shell => '/bin/sh', tag => 'gamma' }
  package { 'c1-pkg1': noop => true, tag => ['alpha', 'db'], loglevel => 'warning' }
  d2 { 'c1-d2-n1': msg => 'v2' }
}
class c2 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 8080,
) {
  notify { 'c2-n1': message => "${p2} says hi", * => {  } }
  service { 'c2-svc1': hasrestart => true, enable => true }
  Service { tag => 'beta' }
}
class c3 {
  tag 'web'
  service { ['c3-svc1', 'c3-svc2', 'c3-svc3']: ensure => 'stopped', noop => false }
  service { ['c3-svc4', 'c3-svc5', 'c3-svc6']: hasrestart => false }
  package { 'c3-pkg1': loglevel => 'info', ensure => 'installed', tag => ['gamma', 'web'] }
}
Notify { tag => ['alpha', 'db'] }
d2 { 'd2-n1': msg => 7 }
