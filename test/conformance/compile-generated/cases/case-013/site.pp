define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
  d1 { "${name}-in": }
}
stage { 'pre': before => Stage['main'] }
package { 'pkg1': ensure => 'absent' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', before => Package['pkg1'], tag => 'db' }
d2 { ['d2-n1', 'd2-n2']: msg => 7 }
Notify { before => [Exec['run2'], Notify['d2-n1-d21']] }
tag 'beta'
File <| ensure == 'present' and tag == 'alpha' |>
$v14 = [1, 2]
notify { 'n1': noop => true }
File <|  |> <~ Exec['run1']
File { before => Exec['run1'], require => Notify['d2-n1-in-d11'] }
file { '/tmp/f1': owner => 'www-data' }
notify { 'n2': loglevel => 'info', tag => 'db', message => 'multi
line' }
@@notify { 'n3': message => "${module_name} says hi" }
tag 'db'
Exec['run2'] ~> Notify['n1']
notify { 'n4': message => 'world' }
$v24 = 'val'
