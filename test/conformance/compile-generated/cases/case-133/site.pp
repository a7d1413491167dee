$v0 = { 'k' => 'v' }
file { '/tmp/f1': loglevel => 'warning' }
tag 'db'
@@user {
  default: tag => ['alpha', 'db'];
  'user1': noop => true;
  'user2': managehome => false, before => File['/tmp/f1'];
}
service {
  default: before => File['/tmp/f1'], enable => true;
  'svc1': before => File['/tmp/f1'], noop => true;
  'svc2': enable => true;
  'svc3': tag => 'gamma';
}
[Service['svc2'], Service['svc3']] <- Service['svc2'] ~> Service['svc3']
file { '/tmp/f2': content => 'data', subscribe => Service['svc1'] }
Service['svc3'] -> Service['svc1'] <~ Service <| message == 'world' |>
User <|  |> { require +> File['/tmp/f2'] }
notify { 'n1': loglevel => 'warning', require => [Service['svc3'], File['/tmp/f2']] }
Notify <| message == 'hello' |> -> File['/tmp/f2']
Notify['n1'] -> Service['svc1']
exec {
  default: tag => 'alpha', noop => false;
  'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
}
package {
  default: subscribe => File['/tmp/f1'];
  'pkg1': notify => Service['svc2'];
}
if defined(File['/tmp/f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <<| (tag == 'beta' or message == 'hello') and ensure == 'directory' |>> { require => Service['svc3'] }
Service['svc1'] ~> Service['svc3'] <- Service['svc2']
Package <<|  |>>
@package { ['pkg2', 'pkg3', 'pkg4']: notify => Notify['n1'], subscribe => Exec['run1'] }
User { groups => 'users', shell => '/bin/bash' }
exec { 'run2': noop => false }
