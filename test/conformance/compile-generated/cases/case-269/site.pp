define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 {
  d1 { 'c1-d1-n1': }
}
class c2 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { 'c2-n1': tag => ['alpha', 'web'], message => "${p2} says hi" }
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@d1 { 'd1-n1': extra => 7 }
notify { 'n1': withpath => false }
$v11 = 'val'
d1 { 'd1-n2': extra => 7 }
class { 'c2': p3 => 'b' }
tag 'beta'
@service { 'svc1': loglevel => 'warning', subscribe => Notify['c2-n1'] }
exec { 'run1': command => '/usr/bin/env echo hi', tag => 'db', timeout => '300' }
Notify { before => Notify['n1'], tag => 'alpha' }
require c2
d1 { 'd1-n3': extra => 7 }
[Notify['d1-n2-d11'], Notify['d1-n3-d12']] <~ Notify['d1-n3-d12'] <~ Notify['d1-n3-d11']
D1 <| tag == 'web' or ensure == 'running' |>
Notify['d1-n2-d11'] <- [Notify['c2-n1']]
[Notify['d1-n2-d11']] <~ Notify <| (tag == 'web' and tag != 'alpha') and title == 'd1-n2-d12' |> ~> Notify['n1']
notify {
  default: message => "tab\there";
  'n2': require => Notify['n1'], tag => ['web', 'db'];
  'n3': message => 'hello';
}
