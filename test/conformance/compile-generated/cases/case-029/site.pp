class c1 {
  Notify { tag => 'alpha', withpath => true }
  Package <| title == 'n1' |>
  exec { ['c1-run1', 'c1-run2']: command => '/usr/bin/env echo hi', tag => 'web' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 8080,
) inherits c1 {
  notify { 'c2-n1': message => "${p3} says hi", withpath => true }
  notify { 'c2-n2': message => "${p2} says hi" }
  include c1
  file { ['/tmp/c2-f1', '/tmp/c2-f2']: owner => 'www-data' }
}
class c3 {
  service { 'c3-svc1': noop => false, hasrestart => true }
}
file {
  default: ensure => 'present', content => "${trusted[certname]}";
  '/tmp/f1': mode => '0600';
  '/tmp/f2': tag => 'beta';
}
User <| message == 42 |>
Notify <| tag == 'alpha' |> { tag => ['db', 'beta'] }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v16 = { 'k' => 'v' }
notify {
  default: loglevel => 'warning';
  'n1': subscribe => File['/tmp/f2'];
  'n2': before => [File['/tmp/f1'], File['/tmp/f2']];
}
$v18 = 'val'
@notify { 'n3': require => File['/tmp/f1'], message => true, tag => ['db', 'alpha'] }
package {
  default: before => File['/tmp/f1'];
  'pkg1': require => File['/tmp/f1'], before => File['/tmp/f2'];
  'pkg2': notify => [File['/tmp/f1'], Notify['n2']], tag => ['alpha', 'gamma'];
}
exec { 'run1': tag => ['beta', 'db'], command => '/bin/true', notify => Package['pkg2'] }
Service { tag => ['web', 'beta'] }
[File['/tmp/f1'], Package['pkg1']] -> [Notify['n1'], Notify['n2']]
