define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
stage { 'pre': before => Stage['main'] }
$v5 = [1, 2]
File { noop => true }
notify {
  default: withpath => false;
  'n1': message => 'x y';
  'n2': tag => ['alpha', 'web'], loglevel => 'warning';
  'n3': noop => true;
}
d1 { ['d1-n1', 'd1-n2']: }
notify { 'n4': tag => ['web', 'beta'], withpath => false }
notify {
  default: before => Notify['n1'], subscribe => Notify['n1'];
  'n5': tag => ['gamma', 'alpha'];
  'n6': require => Notify['d1-n2-d11'];
}
$v11 = { 'k' => 'v' }
Notify { loglevel => 'info' }
notify { ['n7', 'n8', 'n9']: withpath => true }
Notify['n1'] ~> [Notify['d1-n2-d12'], Notify['n5'], Notify['n7']] ~> Notify <|  |>
package { 'pkg1': tag => ['gamma', 'alpha'], * => {  } }
tag 'gamma'
Service <|  |> { noop => true }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n10', 'n11', 'n12']: message => ['a', 'b'], withpath => true }
Package['pkg1'] { before +> Notify['d1-n2-d12'] }
user { 'user1': subscribe => Notify['n3'] }
d1 { ['d1-n3', 'd1-n4']: level => 'v2' }
Notify <| title == 'd1-n2-d11' or title == 'd1-n1-d11' |>
$v25 = 'val'
d1 { ['d1-n5', 'd1-n6']: level => 7 }
d1 { 'd1-n7': level => 'v1' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi' }
d1 { ['d1-n8', 'd1-n9']: }
