if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag != 'web' |> { tag +> 'beta' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { 'svc1': tag => 'gamma', loglevel => 'info' }
@@notify { 'n1': subscribe => Service['svc1'], require => Service['svc1'] }
notify { 'n2': message => 'multi
line', require => Service['svc1'], loglevel => 'warning' }
Notify['n2'] { noop => true }
Notify['n2'] -> Notify['n2'] ~> Service['svc1']
@user { 'user1': managehome => true, before => Notify['n2'] }
@package { 'pkg1': noop => false, before => [Notify['n2'], Service['svc1']] }
tag 'web'
File { owner => 'www-data', loglevel => 'info' }
notify { 'n3': withpath => false, * => { 'notify' => Service['svc1'] } }
notify { 'n4': loglevel => 'warning', require => Service['svc1'], message => 'x y' }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: before => Notify['n3'] }
$v17 = 'val'
if defined(Service['svc1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
tag 'gamma'
Notify['n3'] <~ Notify <| message == 42 |>
Service['svc1'] { noop => false }
Notify['n2'] <- File['/tmp/f3']
User <<| message == 42 or ensure == 'running' |>>
