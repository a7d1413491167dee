class c1 {
  package { 'c1-pkg1': noop => false, tag => ['web', 'beta'], loglevel => 'info' }
}
class c2 (
  Boolean $p1 = false,
  Boolean $p2 = true,
  String $p3 = 's',
) {
  tag 'alpha'
}
stage { 'pre': before => Stage['main'] }
Exec <|  |>
@exec {
  default: command => 'touch /tmp/x', timeout => 30;
  'run1': timeout => 30;
  'run2': path => ['/bin', '/usr/bin'];
}
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize([Exec['run1'], Exec['run2']])
Exec['run2'] <~ Exec['run1'] -> Exec['run1']
file {
  default: tag => ['web', 'web'], subscribe => Exec['run1'];
  '/tmp/f1': noop => true;
  '/tmp/f2': tag => ['alpha', 'beta'];
}
File['/tmp/f1'] -> File['/tmp/f2'] -> File['/tmp/f1']
@notify { 'n1': subscribe => [File['/tmp/f2'], File['/tmp/f1']] }
notify { 'n2': noop => false, notify => [Exec['run2'], Exec['run1']], loglevel => 'info' }
include c1
tag 'gamma'
Service { subscribe => File['/tmp/f1'], hasrestart => false }
Service <| tag != 'web' and title == 'c1-pkg1' |> ~> Service <| tag == 'web' |>
Notify { message => "tab\there" }
file { '/tmp/f3': tag => ['web', 'alpha'] }
require c2
File['/tmp/f2'] { before +> File['/tmp/f3'] }
Notify <|  |> <- Notify <| ensure == 'directory' |>
service { ['svc1', 'svc2', 'svc3']: noop => true }
notify {
  default: subscribe => File['/tmp/f2'];
  'n3': withpath => false, tag => 'web';
  'n4': before => Exec['run2'], notify => File['/tmp/f3'];
}
realize([Notify['n1']])
file { '/tmp/f4': subscribe => File['/tmp/f1'], * => {  } }
Service['svc2'] { require +> Package['c1-pkg1'] }
Notify { require => Class['c1'] }
$v30 = { 'k' => 'v' }
notify { 'n5': notify => File['/tmp/f1'] }
Notify['n5'] ~> Notify['n5'] <- Notify['n3']
include c2
service { ['svc4', 'svc5', 'svc6']: tag => 'web' }
