define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 's',
) {
  tag 'beta'
  service {
    default: tag => ['web', 'web'];
    'c1-svc1': hasrestart => true;
  }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
  Variant[Integer, String] $p3 = 'one',
) {
  @notify { 'c2-n1': message => 'multi
  line', tag => ['db', 'beta'] }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data', tag => 'gamma' }
Package <| tag != 'alpha' |>
notify { 'n1': message => 3.5, before => File['/tmp/f1'], subscribe => File['/tmp/f1'] }
Exec { tag => 'db', notify => File['/tmp/f1'] }
tag 'alpha'
Notify <| tag == 'beta' |> { tag +> 'web' }
d1 { 'd1-n1': }
d1 { 'd1-n2': }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': before => Notify['d1-n2-d11'], tag => 'gamma', noop => false }
user { 'user1': managehome => false, before => File['/tmp/f2'] }
notify {
  default: withpath => true;
  'n2': subscribe => [File['/tmp/f2']];
}
File['/tmp/f3'] <~ User['user1'] -> Notify['n1']
service { 'svc1': tag => 'alpha', ensure => 'running' }
Package { loglevel => 'info' }
d1 { ['d1-n3', 'd1-n4']: msg => 'v1' }
Service { notify => File['/tmp/f2'] }
