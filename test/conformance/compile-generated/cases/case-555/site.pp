define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  exec { 'c1-run1': timeout => 1001, * => { 'command' => '/bin/true' } }
  Service { ensure => 'stopped', tag => ['web', 'gamma'] }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'a',
) {
  notify {
    default: tag => 'web';
    'c2-n1': tag => 'gamma';
    'c2-n2': tag => 'beta';
    'c2-n3': tag => ['gamma', 'web'];
  }
  d2 { 'c2-d2-n1': level => 'v2' }
  tag 'db'
  Notify { require => Notify['c2-d2-n1-in-d12'] }
}
class c3 (
  Array[String] $p1 = [],
) {
  service { ['c3-svc1', 'c3-svc2', 'c3-svc3']: hasrestart => true, ensure => 'running' }
  file {
    default: loglevel => 'warning';
    '/tmp/c3-f1': content => "line\n", loglevel => 'info';
    '/tmp/c3-f2': mode => '0644';
  }
  file { '/tmp/c3-f3': ensure => 'present', mode => '0600', content => 'c' }
  @service { 'c3-svc4': tag => ['alpha', 'web'] }
}
file { ['/tmp/f1', '/tmp/f2']: content => "${trusted[certname]}" }
user { 'user1': shell => '/bin/sh', uid => 30 }
notify {
  default: tag => 'gamma';
  'n1': withpath => false, subscribe => User['user1'];
  'n2': before => File['/tmp/f2'];
}
notify { 'n3': noop => true, loglevel => 'info' }
exec { 'run1': command => 'touch /tmp/x', tag => ['alpha', 'alpha'] }
notify { ['n4', 'n5']: tag => 'db', withpath => false }
include c2
notify { 'n6': before => Notify['n1'] }
user { ['user2', 'user3']: noop => true }
d1 { 'd1-n1': msg => 'v2' }
tag 'beta'
Notify { withpath => false, subscribe => [File['/tmp/f2'], Notify['d1-n1-d11']] }
Notify['d1-n1-d11'] ~> User['user1'] <~ [Notify['n2'], Notify['c2-n2'], Notify['n1']]
package { 'pkg1': notify => Notify['c2-n2'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File['/tmp/f2'] { tag +> 'db' }
