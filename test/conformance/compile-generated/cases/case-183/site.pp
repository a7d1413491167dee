define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
class c1 {
  Notify <| tag == 'alpha' or ensure == 'directory' |>
  tag 'db'
  package {
    default: tag => 'web';
    'c1-pkg1': noop => true, ensure => 'absent';
  }
  Service <| tag == 'db' and ensure == 'present' |> { noop => false }
}
@file { ['/tmp/f1', '/tmp/f2']: tag => ['db', 'gamma'] }
class { 'c1': }
contain c1
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
d2 { 'd2-n1': msg => 7 }
[Notify['d1-n1-d11']] <- File <| ensure == 'running' and message == 42 |> <- File <| message == 42 |>
Notify['d2-n1-d21'] -> Notify <| tag == 'beta' |> <- Notify <|  |>
@@package {
  default: before => Notify['d1-n2-d11'];
  'pkg1': require => Package['c1-pkg1'], subscribe => [Notify['d2-n1-d21'], Package['c1-pkg1']];
}
Notify['d1-n1-d11'] <- Notify['d2-n1-d21']
realize([File['/tmp/f1']])
@@exec { 'run1': loglevel => 'warning' }
Package['c1-pkg1'] ~> File <| ensure == 'directory' |>
user { 'user1': loglevel => 'warning', subscribe => File['/tmp/f1'] }
@exec {
  default: command => '/usr/bin/env echo hi', notify => [Notify['d2-n1-d21'], Notify['d1-n2-d11']];
  'run2': command => '/bin/true', subscribe => Notify['d1-n2-d11'], refreshonly => true;
  'run3': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  'run4': timeout => 1001, tag => 'alpha';
}
require c1
$v25 = 'val'
Service <|  |> -> File['/tmp/f1'] -> Notify['d1-n2-d11']
tag 'db'
Package['c1-pkg1'] <~ File['/tmp/f1'] <~ User['user1']
contain c1
$v30 = 'val'
d1 { 'd1-n3': }
exec { 'run5': before => File['/tmp/f1'] }
realize([Exec['run2']])
service {
  default: require => [Notify['d2-n1-d21']], subscribe => Notify['d2-n1-d21'];
  'svc1': hasrestart => true, noop => false;
}
realize([File['/tmp/f1'], Exec['run3']])
if defined(Package['c1-pkg1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
