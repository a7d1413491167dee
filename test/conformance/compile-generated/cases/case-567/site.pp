exec { 'run1': command => 'touch /tmp/x', tag => ['alpha', 'alpha'] }
Notify <| tag == 'beta' and message == 'hello' |>
Notify <| title == 'run1' |> <- Exec['run1']
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v5 = [1, 2]
tag 'db'
@@notify { 'n1': noop => false, require => Exec['run1'], notify => Exec['run1'] }
service { 'svc1': require => Exec['run1'], notify => Exec['run1'], tag => 'web' }
notify { ['n2', 'n3']: message => undef }
Notify { message => 3.5, subscribe => Service['svc1'] }
notify { 'n4': subscribe => Notify['n2'], noop => true }
$v12 = [1, 2]
exec { 'run2': command => 'touch /tmp/x', subscribe => Service['svc1'] }
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { '/tmp/f1': subscribe => Service['svc1'], * => {  } }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { ['n5', 'n6']: loglevel => 'info' }
file { '/tmp/f2': tag => 'web', owner => 'root' }
if defined('$p1') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
@file {
  default: mode => '0644';
  '/tmp/f3': tag => 'beta';
}
User { require => [File['/tmp/f2'], Notify['n6']] }
File <| tag == 'db' and tag != 'alpha' |>
if defined(Exec['run1']) {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
file { '/tmp/f4': owner => 'root', tag => ['beta', 'web'], subscribe => Notify['n6'] }
