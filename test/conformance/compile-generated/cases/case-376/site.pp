define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
File { tag => ['alpha', 'db'], content => 'data' }
User { shell => '/bin/sh' }
service {
  default: tag => 'gamma';
  'svc1': noop => true;
  'svc2': loglevel => 'info', tag => 'web';
  'svc3': enable => true;
}
service { ['svc4', 'svc5']: noop => true }
user { 'user1': tag => ['beta', 'gamma'] }
@exec { ['run1', 'run2']: command => 'touch /tmp/x', timeout => 1001 }
notify { 'n1': before => Service['svc2'], noop => true }
package { 'pkg1': before => [Service['svc3']], subscribe => Service['svc4'] }
d1 { 'd1-n1': }
Exec { timeout => 1001 }
if defined(Package['pkg1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': before => Service['svc4'], * => { 'tag' => 'alpha' } }
Service { subscribe => [Service['svc2']], ensure => 'running' }
notify { 'n3': withpath => false }
@service { 'svc6': ensure => 'stopped', * => {  } }
@file { '/tmp/f1': loglevel => 'warning', noop => false, subscribe => Package['pkg1'] }
[Service['svc3'], Service['svc2'], Service['svc5']] <~ Service['svc4']
d1 { ['d1-n2', 'd1-n3']: extra => 'v2' }
Service { before => Notify['n1'], require => User['user1'] }
@d1 { 'd1-n4': extra => 'v2' }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
