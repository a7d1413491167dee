define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level, tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title, tag => 'gamma' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'web'
  notify { 'c1-n1': message => '' }
}
stage { 'pre': before => Stage['main'] }
@notify {
  default: noop => true;
  'n1': tag => 'db';
}
d1 { 'd1-n1': }
$v12 = 'val'
package { ['pkg1', 'pkg2']: noop => false }
Package['pkg1'] { before +> [Notify['d1-n1-d11'], Package['pkg1']] }
include c1
notify { 'n2': message => true }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { loglevel => 'warning', tag => ['gamma', 'alpha'] }
@file { '/tmp/f1': tag => ['db', 'db'] }
tag 'alpha'
tag 'web'
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Package['pkg1'] -> [Package['pkg2'], Notify['c1-n1']]
d2 { 'd2-n1': }
@notify { 'n3': require => Notify['c1-n1'], subscribe => [Notify['c1-n1']] }
tag 'gamma'
@service { ['svc1', 'svc2']: ensure => 'running' }
Package['pkg1'] -> Package['pkg2'] ~> [Notify['c1-n1'], Notify['d1-n1-d11']]
Notify['n2'] -> Notify <| ensure == 'directory' |> <~ Notify['n2']
user {
  default: tag => 'beta', loglevel => 'info';
  'user1': groups => 'users', uid => 1001;
}
@file {
  default: subscribe => Package['pkg2'];
  '/tmp/f2': before => Notify['n2'];
}
