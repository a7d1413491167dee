define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
class c1 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = undef,
) {
  tag 'beta'
  notify { 'c1-n1': noop => false, withpath => false, tag => 'beta' }
}
notify { 'n1': withpath => false }
notify {
  default: before => Notify['n1'], message => "${facts[hostname]} says hi";
  'n2': tag => 'beta';
  'n3': loglevel => 'warning', noop => false;
  'n4': withpath => false;
}
d1 { 'd1-n1': level => 'v2' }
Notify <| tag != 'web' and message == 42 |> { tag +> 'beta' }
exec {
  default: timeout => 1001;
  'run1': loglevel => 'warning';
}
Exec['run1'] -> Service <| message == 42 |>
Notify['n4'] { require => [Notify['d1-n1-d11'], Notify['n3']] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['d1-n1-d11'] -> Notify['n4']
notify { 'n5': before => Notify['d1-n1-d11'], tag => 'alpha' }
Notify['n2'] -> Notify['ghost']
