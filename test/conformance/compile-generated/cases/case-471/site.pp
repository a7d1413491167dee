define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
class c1 {
  @notify { 'c1-n1': tag => ['gamma', 'gamma'], noop => false }
  exec {
    default: tag => ['beta', 'gamma'];
    'c1-run1': command => 'touch /tmp/x', timeout => '300';
    'c1-run2': refreshonly => false;
    'c1-run3': command => '/bin/true', refreshonly => false, tag => ['gamma', 'gamma'];
  }
  notify { 'c1-n2': message => true, tag => 'gamma' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'web'
  Notify <| message == 42 or tag == 'gamma' |>
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = true,
) inherits c1 {
  Exec['c1-run3'] { noop +> 'gamma' }
  if defined('$p1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
service { 'svc1': tag => 'db', noop => false }
d1 { ['d1-n1', 'd1-n2']: extra => 'v1' }
Notify['d1-n2-d11'] ~> Notify['d1-n1-d12']
@package { 'pkg1': require => Service['svc1'], noop => true }
service { ['svc2', 'svc3', 'svc4']: loglevel => 'info' }
Package <| ensure == 'running' |>
$v19 = [1, 2]
notify { ['n1', 'n2']: message => "${facts[hostname]} says hi" }
d1 { 'd1-n3': extra => 'v1' }
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'];
  'run1': command => '/usr/bin/env echo hi', noop => false, require => Notify['d1-n3-d11'];
}
Service['svc4'] { require +> Notify['d1-n3-d11'] }
require c2
notify { ['n3', 'n4', 'n5']: require => Service['svc4'] }
Notify['n3'] -> [Notify['n5'], Notify['d1-n1-d12'], Notify['n2']]
Package <| tag != 'alpha' |> { tag => 'alpha' }
notify { 'n6': noop => true, loglevel => 'info' }
tag 'beta'
