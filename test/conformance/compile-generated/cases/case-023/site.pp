define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", tag => 'web', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 'one',
) {
  file { '/tmp/c1-f1': noop => true }
}
notify { 'n1': withpath => true, loglevel => 'info' }
Notify['n1'] <~ Notify['n1']
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], refreshonly => true }
d1 { 'd1-n1': level => 'v1' }
@package {
  default: tag => ['alpha', 'db'], ensure => 'absent';
  'pkg1': require => [Notify['d1-n1-d11'], Notify['n1']], tag => 'db';
  'pkg2': notify => Notify['d1-n1-d11'], ensure => 'latest';
  'pkg3': loglevel => 'warning';
}
file {
  default: subscribe => Notify['n1'];
  '/tmp/f1': notify => Notify['n1'], tag => 'gamma';
  '/tmp/f2': mode => '0755';
}
service { 'svc1': subscribe => [Notify['n1']], tag => ['alpha', 'beta'], require => Notify['n1'] }
notify { 'n2': message => 42 }
if defined(File['/tmp/f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'beta'
exec { ['run2', 'run3']: before => Exec['run1'] }
[Notify['d1-n1-d11'], Exec['run2'], Notify['n2']] <~ Notify['d1-n1-d11']
