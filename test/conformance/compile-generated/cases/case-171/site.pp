class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  service { 'c1-svc1': tag => 'alpha' }
  package { 'c1-pkg1': tag => ['beta', 'beta'], ensure => 'installed' }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  file { '/tmp/c2-f1': tag => 'gamma', ensure => 'file' }
  service { 'c2-svc1': tag => 'web' }
}
class c3 (
  Optional[String] $p1 = undef,
  Integer $p2 = 8080,
) {
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': noop => true, tag => ['db', 'gamma'] }
$v12 = 'val'
@notify { 'n1': tag => 'web' }
exec {
  default: loglevel => 'info', command => '/bin/true';
  'run1': command => 'touch /tmp/x', before => Package['pkg1'], refreshonly => true;
}
file { '/tmp/f1': tag => 'alpha', loglevel => 'warning' }
realize(Notify['n1'])
class { 'c3': }
User { managehome => true }
tag 'alpha'
Notify <| (ensure == 'running' or title == 'pkg1') and tag == 'web' |> { require +> Notify['n1'] }
$v21 = { 'k' => 'v' }
realize([Notify['n1']])
Notify['n1'] <~ Exec['run1'] -> [File['/tmp/f1']]
$v24 = [1, 2]
Notify['n1'] <~ Notify['n1'] -> Notify['n1']
Notify <| title == 'pkg1' or tag == 'db' |> { message => "tab\there" }
$v27 = 'val'
tag 'beta'
@service { ['svc1', 'svc2']: subscribe => File['/tmp/f1'], require => Exec['run1'] }
require c2
class { 'c1': p1 => 'b' }
[Notify['n1']] <- Package['c1-pkg1'] -> [File['/tmp/c2-f1'], Package['c1-pkg1']]
service { 'svc3': tag => ['gamma', 'db'], require => File['/tmp/c2-f1'] }
Exec['run1'] { require => [Package['pkg1'], Package['c1-pkg1']] }
realize(Service['svc1'])
