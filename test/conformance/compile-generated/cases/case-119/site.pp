define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg, tag => 'gamma' }
}
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => true, loglevel => 'warning', tag => 'db' }
Notify <| tag == 'gamma' or tag == 'alpha' |> { message => 'x y' }
notify { 'n1': message => 42, before => Exec['run1'], notify => Exec['run1'] }
file { ['/tmp/f1', '/tmp/f2']: content => "line\n" }
notify { 'n2': message => "${module_name} says hi", * => {  } }
notify { 'n3': noop => false, * => {  } }
exec { ['run2', 'run3']: before => Notify['n1'] }
d2 { 'd2-n1': }
$v13 = 'val'
Exec['run1'] <~ Notify['d2-n1-d22'] ~> [Notify['d2-n1-d22'], File['/tmp/f2']]
