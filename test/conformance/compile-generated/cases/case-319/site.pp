class c1 (
  Boolean $p1 = false,
  Integer $p2 = 80,
  Boolean $p3 = true,
) {
  tag 'web'
  Package <|  |>
  Notify <|  |> { require => Notify['ghost'] }
}
include c1
exec {
  default: command => '/usr/bin/env echo hi', tag => ['gamma', 'web'];
  'run1': tag => 'web', noop => false;
  'run2': command => '/usr/bin/env echo hi', tag => 'db';
  'run3': loglevel => 'info';
}
$v6 = [1, 2]
include c1
notify { ['n1', 'n2']: require => [Exec['run1']] }
Notify <| tag == 'alpha' |> <~ Exec['run2']
Exec['run2'] { require +> Notify['n2'] }
if defined(Exec['run1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
