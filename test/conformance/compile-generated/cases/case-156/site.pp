define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = [],
) {
  tag 'alpha'
  exec {
    default: command => 'touch /tmp/x', loglevel => 'warning', tag => ['gamma', 'gamma'];
    'c1-run1': command => '/usr/bin/env echo hi', loglevel => 'warning', path => ['/bin', '/usr/bin'];
    'c1-run2': tag => 'beta', timeout => 30;
    'c1-run3': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], refreshonly => false;
  }
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 'abc',
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  Exec['c1-run1'] { tag +> 'db' }
  tag 'alpha'
}
class c3 {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: message => 3.5, tag => 'alpha' }
  @notify { ['c3-n4', 'c3-n5', 'c3-n6']: tag => ['beta', 'alpha'] }
  tag 'gamma'
}
stage { 'pre': before => Stage['main'] }
contain c3
Notify['c3-n1'] -> Notify['c3-n1']
file {
  default: loglevel => 'warning';
  '/tmp/f1': tag => 'gamma', notify => Notify['c3-n2'];
  '/tmp/f2': tag => 'alpha', owner => 'www-data';
  '/tmp/f3': content => "line\n";
}
Notify <| ensure == 'present' |>
d1 { 'd1-n1': extra => 7 }
notify { 'n1': subscribe => Notify['c3-n2'], notify => Notify['c3-n3'] }
@file { '/tmp/f4': subscribe => File['/tmp/f3'], noop => true, loglevel => 'warning' }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n2', 'd1-n3']: }
exec { ['run1', 'run2', 'run3']: command => '/bin/true', refreshonly => true }
user { 'user1': before => File['/tmp/f1'], notify => Class['c3'] }
realize([Notify['c3-n5']])
Exec['run1'] { noop => false }
@@file { ['/tmp/f5', '/tmp/f6']: notify => Exec['run3'], loglevel => 'info' }
realize([Notify['c3-n4']])
@notify { ['n2', 'n3']: notify => File['/tmp/f2'] }
Notify['c3-n1'] <~ Notify['d1-n3-d11'] -> Exec['run3']
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
