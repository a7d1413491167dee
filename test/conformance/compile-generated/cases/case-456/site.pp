define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = true,
) {
  @file { '/tmp/c1-f1': noop => false }
  notify { 'c1-n1': noop => false, loglevel => 'info' }
  notify { 'c1-n2': tag => 'gamma' }
  package { 'c1-pkg1': ensure => 'installed', tag => 'alpha', noop => true }
}
notify {
  default: tag => 'beta';
  'n1': tag => ['beta', 'beta'], withpath => false;
  'n2': withpath => true;
  'n3': tag => ['db', 'alpha'], message => 'hello';
}
Notify['n3'] ~> [Notify['n3'], Notify['n2']]
d1 { 'd1-n1': }
notify { ['n4', 'n5']: notify => Notify['n1'] }
@exec { 'run1': before => Notify['n4'], command => '/bin/true' }
Notify { notify => [Notify['n1']] }
notify { ['n6', 'n7']: noop => true }
$v15 = { 'k' => 'v' }
notify { ['n8', 'n9', 'n10']: tag => ['gamma', 'beta'], withpath => true }
$v17 = { 'k' => 'v' }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['d1-n1-d11'] -> Notify <| tag != 'web' |> -> Notify['n5']
Exec { before => Notify['d1-n1-d11'], loglevel => 'warning' }
Exec <| ensure == 'running' |>
Notify['n10'] { noop => false }
file { '/tmp/f1': noop => true }
Notify['n4'] { tag => 'web' }
Service { before => [Notify['n5']] }
Notify['n2'] { before => Notify['n8'] }
User { tag => ['beta', 'gamma'] }
Notify['n5'] { require +> Notify['n9'] }
d1 { 'd1-n2': level => 'v2' }
realize([Exec['run1']])
file {
  default: before => [Notify['n8'], Exec['run1']];
  '/tmp/f2': tag => ['beta', 'gamma'];
  '/tmp/f3': content => "line\n";
  '/tmp/f4': notify => Notify['n8'];
}
file { '/tmp/f5': noop => true, require => File['/tmp/f4'], owner => 'root' }
include c1
