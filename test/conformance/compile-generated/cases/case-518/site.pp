class c1 {
  notify { 'c1-n1': tag => 'gamma' }
  tag 'web'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 1,
  Array[String] $p3 = ['x'],
) inherits c1 {
  Notify['c1-n1'] { tag => ['db', 'alpha'] }
  Notify <| message == 'world' and tag == 'gamma' |> { message => 42 }
  include c1
  notify { ['c2-n1', 'c2-n2']: loglevel => 'info' }
}
notify { 'n1': tag => ['alpha', 'alpha'], loglevel => 'warning' }
exec {
  default: command => '/usr/bin/env echo hi', before => Notify['n1'];
  'run1': command => '/usr/bin/env echo hi';
}
Service <| ensure == 'present' |> -> Exec['run1'] <- Notify <| (message == 42 or title == 'n1') and ensure == 'present' |>
exec { 'run2': command => '/usr/bin/env echo hi', tag => ['beta', 'beta'] }
contain c1
notify { ['n2', 'n3', 'n4']: message => "${module_name} says hi", tag => 'gamma' }
$v13 = [1, 2]
Notify <| tag != 'beta' |>
