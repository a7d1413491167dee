class c1 {
  tag 'web'
}
notify { ['n1', 'n2']: noop => true, tag => ['web', 'gamma'] }
notify { ['n3', 'n4', 'n5']: noop => false, loglevel => 'warning' }
Notify <| tag == 'db' or message == 'hello' |> -> [Notify['n5']] -> Notify['n2']
File { owner => 'root', before => Notify['n3'] }
@file { ['/tmp/f1', '/tmp/f2']: ensure => 'present' }
Notify['n2'] <~ Notify['n4']
File <| tag != 'db' or tag == 'gamma' |> { require => Notify['n5'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 30, subscribe => Notify['n1'] }
File { tag => 'beta' }
Notify['n4'] { before => Exec['run1'] }
$v15 = { 'k' => 'v' }
Notify['n4'] { tag => 'alpha' }
tag 'gamma'
Notify['n1'] { require +> Notify['n3'] }
$v19 = 'val'
Notify <| ensure == 'present' |>
