define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'beta' }
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
  File { noop => true }
}
user { 'user1': noop => true, loglevel => 'warning', tag => 'alpha' }
File <| tag != 'db' |> { require +> User['user1'] }
Exec { noop => false, require => User['user1'] }
tag 'db'
@exec { 'run1': command => 'touch /tmp/x', noop => true }
File <| tag != 'beta' |> <~ User['user1']
file { '/tmp/f1': noop => true, tag => 'gamma', owner => 'www-data' }
d1 { 'd1-n1': level => 'v2' }
Notify { tag => ['alpha', 'db'] }
exec { 'run2': command => '/bin/true', refreshonly => false, noop => false, tag => ['db', 'gamma'] }
service {
  default: tag => 'db';
  'svc1': before => Notify['d1-n1-d11'], loglevel => 'info';
  'svc2': ensure => 'stopped', tag => ['web', 'beta'];
  'svc3': subscribe => Exec['run2'], hasrestart => false;
}
d1 { ['d1-n2', 'd1-n3']: level => 'v2' }
[Notify['d1-n1-d11']] -> File['/tmp/f1']
file { '/tmp/f2': content => "line\n", * => {  } }
Exec <| ensure == 'running' |>
File { noop => true, tag => ['gamma', 'alpha'] }
User <| tag != 'web' or tag == 'db' |>
notify { ['n1', 'n2']: tag => ['db', 'db'] }
exec { 'run3': command => '/bin/true', before => Notify['d1-n3-d12'], tag => ['alpha', 'alpha'] }
package { 'pkg1': notify => Notify['d1-n3-d11'], * => {  } }
Exec <| (message == 'world' or tag == 'beta') and tag == 'web' |>
Notify['d1-n3-d12'] -> Exec['run2']
$v26 = { 'k' => 'v' }
notify { ['n3', 'n4']: tag => 'db', withpath => true }
@exec {
  default: command => '/bin/true', timeout => 1001;
  'run4': subscribe => Service['svc1'];
  'run5': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  'run6': command => '/bin/true', tag => 'gamma';
}
file { ['/tmp/f3', '/tmp/f4']: mode => '0600' }
tag 'web'
if defined(Notify['d1-n3-d12']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': require => [Notify['n3'], Notify['n1']] }
@notify { 'n6': tag => ['alpha', 'beta'], notify => Notify['d1-n2-d12'] }
file { '/tmp/f5': subscribe => Notify['d1-n1-d11'] }
package { 'pkg2': tag => 'alpha' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
