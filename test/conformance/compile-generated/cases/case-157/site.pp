notify { 'n1': loglevel => 'warning', tag => 'db' }
Notify { before => Notify['n1'] }
Notify['n1'] -> Notify['n1'] -> Notify['n1']
Notify['n1'] <~ Notify['n1'] <- Notify <| message == 42 or tag != 'db' |>
service { 'svc1': loglevel => 'warning' }
notify {
  default: noop => true, tag => 'gamma';
  'n2': subscribe => [Service['svc1']];
  'n3': tag => ['gamma', 'gamma'];
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v8 = 'val'
@notify { 'n4': tag => 'web' }
exec {
  default: loglevel => 'info', command => '/bin/true';
  'run1': command => 'touch /tmp/x', before => Notify['n1'], refreshonly => true;
}
file { '/tmp/f1': tag => 'alpha', loglevel => 'warning' }
realize(Notify['n4'])
Notify['n1'] { require +> Notify['n2'] }
notify { 'n5': withpath => true, subscribe => Service['svc1'] }
Notify['n3'] { before +> Notify['n1'] }
service { ['svc2', 'svc3', 'svc4']: before => Notify['n5'] }
$v17 = { 'k' => 'v' }
realize([Notify['n4']])
Notify['n4'] <~ Notify['n3'] -> [Service['svc2']]
$v20 = [1, 2]
Exec['run1'] <~ Notify['n2'] -> Notify['n4']
Notify <| title == 'svc1' or tag == 'db' |> { message => "tab\there" }
$v23 = 'val'
tag 'beta'
@service { ['svc5', 'svc6']: subscribe => Service['svc3'], require => Service['svc1'] }
Notify { require => Exec['run1'], noop => false }
realize(Service['svc5'])
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
