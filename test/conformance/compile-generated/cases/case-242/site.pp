@notify { 'n1': tag => 'beta' }
@user { 'user1': tag => ['beta', 'beta'], * => {  } }
tag 'db'
$v3 = [1, 2]
service {
  default: ensure => 'running', enable => false;
  'svc1': tag => ['alpha', 'web'], noop => false;
  'svc2': ensure => 'running', loglevel => 'warning';
}
notify { ['n2', 'n3', 'n4']: noop => true, loglevel => 'info' }
@notify { 'n5': tag => ['beta', 'db'] }
Service['svc2'] <~ [Notify['n3'], Notify['n2']]
notify { 'n6': require => [Notify['n4']] }
Service['svc2'] <~ Notify <| tag == 'beta' |>
tag 'beta'
Exec { noop => true }
notify { ['n7', 'n8']: subscribe => Notify['n6'] }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag != 'db' |> <~ [Service['svc2'], Notify['n6']] ~> Notify <| ensure == 'directory' or tag != 'beta' |>
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
