define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level, tag => 'web' }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 1,
) {
  user { 'c1-user1': uid => 1001, * => { 'tag' => 'web' } }
  exec { 'c1-run1': command => '/bin/true', loglevel => 'info' }
}
exec { 'run1': command => 'touch /tmp/x', loglevel => 'info', tag => ['db', 'gamma'] }
Notify { notify => Exec['run1'] }
@file { '/tmp/f1': content => 'data', notify => Exec['run1'], noop => true }
notify { ['n1', 'n2']: tag => ['alpha', 'db'], message => 'multi
line' }
d1 { ['d1-n1', 'd1-n2']: msg => 7 }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f2': content => "line\n" }
exec {
  default: subscribe => Notify['d1-n1-d12'];
  'run2': command => 'touch /tmp/x', subscribe => Notify['d1-n1-d11'];
  'run3': command => 'touch /tmp/x', refreshonly => true;
  'run4': refreshonly => true;
}
tag 'db'
package { 'pkg1': tag => ['gamma', 'beta'] }
$v18 = 'val'
package { 'pkg2': require => Exec['run1'], subscribe => Exec['run1'] }
d1 { 'bad': bogus => 1 }
