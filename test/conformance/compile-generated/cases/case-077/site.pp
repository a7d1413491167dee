define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
) {
  service {
    default: noop => true, ensure => 'stopped';
    'c1-svc1': enable => false, tag => ['web', 'web'];
    'c1-svc2': tag => 'beta';
  }
  package { 'c1-pkg1': noop => false, * => {  } }
  d1 { 'c1-d1-n1': level => 'v2' }
  notify { ['c1-n1', 'c1-n2']: message => 'x y' }
}
Package { noop => false }
package { 'pkg1': ensure => 'latest' }
tag 'gamma'
Package <| tag != 'db' or tag != 'db' |> { require => Package['pkg1'] }
File { ensure => 'present' }
notify { 'n1': subscribe => Package['pkg1'], message => 'x y', withpath => false }
@notify { 'n2': message => 42, loglevel => 'info', withpath => false }
Notify['n1'] -> Notify['n1'] -> Package['pkg1']
service {
  default: notify => Notify['n1'];
  'svc1': tag => ['db', 'alpha'], subscribe => Notify['n1'];
  'svc2': subscribe => [Package['pkg1']], enable => true;
  'svc3': ensure => 'running', loglevel => 'warning';
}
Service { tag => 'gamma', ensure => 'stopped' }
Notify['n1'] ~> Notify <| message == 42 |>
exec { 'run1': command => '/bin/true', require => Service['svc2'], subscribe => Notify['n1'], tag => ['db', 'gamma'] }
User { notify => Notify['n1'] }
Package['pkg1'] <- Exec['run1']
contain c1
