notify { 'n1': message => 'hello', noop => true }
exec { 'run1': command => 'touch /tmp/x', tag => ['db', 'beta'], notify => Notify['n1'], path => ['/bin', '/usr/bin'] }
Notify['n1'] { withpath => true }
exec {
  default: loglevel => 'warning';
  'run2': command => '/bin/true', noop => false;
  'run3': command => '/bin/true', loglevel => 'info';
}
service { 'svc1': loglevel => 'info' }
$v5 = [1, 2]
notify { 'n2': require => Exec['run3'], message => '', tag => ['alpha', 'beta'] }
Notify['n1'] <- Exec['run2']
user { 'user1': tag => ['db', 'beta'], shell => '/bin/sh', loglevel => 'warning' }
Service <| message == 'x y' |> <~ Notify['n2']
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@user { 'user2': groups => ['adm', 'sudo'] }
realize([User['user2']])
notify { 'n3': tag => ['web', 'db'], require => Exec['run1'], withpath => false }
