class c1 (
  Array[String] $p1 = [],
  Integer $p2 = 8080,
  Enum['a', 'b'] $p3 = 'b',
) {
  tag 'db'
  service { 'c1-svc1': tag => 'alpha', ensure => 'stopped', loglevel => 'warning' }
  tag 'db'
  notify { 'c1-n1': loglevel => 'warning' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  Service['c1-svc1'] { tag => 'beta' }
  service { 'c2-svc1': loglevel => 'info', noop => true }
  @service { ['c2-svc2', 'c2-svc3', 'c2-svc4']: tag => ['web', 'alpha'], ensure => 'running' }
}
Notify <| ensure == 'present' or ensure == 'directory' |> { require => Notify['ghost'] }
service {
  default: tag => 'web';
  'svc1': tag => ['web', 'beta'];
}
file { '/tmp/f1': content => "${module_name}" }
exec { 'run1': command => 'touch /tmp/x', before => Service['svc1'], tag => 'gamma' }
notify {
  default: notify => Exec['run1'], message => "tab\there";
  'n1': before => [Exec['run1'], Service['svc1']];
  'n2': message => 'world';
}
@@notify {
  default: require => Service['svc1'], tag => 'db';
  'n3': tag => 'alpha';
}
exec { 'run2': notify => Exec['run1'], before => File['/tmp/f1'], require => File['/tmp/f1'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': message => "${module_name} says hi" }
Notify { before => Notify['n1'], message => "${module_name} says hi" }
tag 'web'
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec['run2'] { tag +> ['beta', 'alpha'] }
Notify <| tag == 'db' |>
[Notify['n1']] <~ Service['svc1']
package { 'pkg1': tag => ['db', 'beta'], require => Notify['n1'] }
service { 'svc2': ensure => 'running', enable => false }
File { owner => 'root', subscribe => Package['pkg1'] }
Exec { noop => true }
tag 'web'
Package <<| message == 'hello' or tag == 'gamma' |>>
Package <| tag != 'web' |> { tag => ['web', 'gamma'] }
User <<| title == 'svc1' |>>
tag 'alpha'
notify { ['n5', 'n6']: tag => 'db' }
