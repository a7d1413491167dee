define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 1,
) {
  tag 'alpha'
  package { 'c1-pkg1': tag => ['db', 'web'], loglevel => 'warning' }
  tag 'gamma'
}
class c2 {
  d1 { 'c2-d1-n1': }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', timeout => 1001 }
  @service { 'c2-svc1': loglevel => 'warning', before => Notify['c2-d1-n1-d12'] }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
  Array[String] $p2 = [],
) {
  notify {
    default: tag => 'beta', message => 'multi
  line';
    'c3-n1': withpath => true;
    'c3-n2': tag => ['web', 'beta'], message => 'hello';
  }
  notify { 'c3-n3': loglevel => 'warning' }
  include c2
}
file { '/tmp/f1': ensure => 'present' }
package { 'pkg1': require => File['/tmp/f1'], * => {  } }
d1 { ['d1-n1', 'd1-n2']: }
[Package['pkg1']] <- Notify['d1-n1-d12'] <~ File['/tmp/f1']
Notify['d1-n1-d12'] -> File['/tmp/f1']
notify {
  default: notify => [Notify['d1-n1-d12'], Package['pkg1']], require => Notify['d1-n2-d11'];
  'n1': subscribe => Notify['d1-n1-d11'], message => 'x y';
  'n2': loglevel => 'warning';
  'n3': message => 3.5;
}
