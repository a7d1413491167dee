define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  d1 { 'c1-d1-n1': }
  notify { 'c1-n1': require => Notify['c1-d1-n1-d12'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  Notify <|  |> { message => 3.5 }
  package { 'c2-pkg1': ensure => 'installed', noop => true }
  notify { 'c2-n1': tag => ['gamma', 'beta'], * => { 'message' => 'multi
  line' } }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
) {
  include c2
  @package { 'c3-pkg1': tag => 'db' }
}
d1 { 'd1-n1': extra => 'v2' }
@service {
  default: subscribe => Notify['d1-n1-d11'];
  'svc1': tag => 'alpha';
  'svc2': ensure => 'running';
}
realize(Service['svc1'])
@exec { ['run1', 'run2']: command => '/bin/true', tag => ['web', 'beta'] }
include c2
Service <| tag == 'beta' |>
Service <|  |> { tag +> 'web' }
@@service {
  default: notify => [Notify['c2-n1'], Service['svc1']];
  'svc3': hasrestart => true, tag => ['alpha', 'web'];
  'svc4': notify => [Notify['d1-n1-d12']];
  'svc5': hasrestart => false, ensure => 'running';
}
Package['c2-pkg1'] -> Notify['d1-n1-d11']
notify { 'n1': withpath => false }
Service <<| tag == 'db' |>>
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': before => Notify['d1-n1-d12'], * => {  } }
Exec <| title == 'd1-n1-d11' |> { tag +> 'web' }
Notify['d1-n1-d12'] -> Class['nosuch']
