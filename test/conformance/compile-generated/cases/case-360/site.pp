class c1 (
  String $p1 = 's',
) {
  tag 'beta'
  notify { ['c1-n1', 'c1-n2']: tag => 'db' }
  tag 'web'
}
class c2 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'gamma'
}
notify { ['n1', 'n2']: message => "${facts[hostname]} says hi" }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| title == 'n2' |>
file { '/tmp/f1': tag => 'beta' }
$v11 = { 'k' => 'v' }
notify { 'n3': tag => 'beta', withpath => false }
Package { tag => 'db', before => Notify['n3'] }
notify { 'n4': loglevel => 'info' }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <|  |>
Notify <| tag == 'web' |>
Notify['n4'] { message => 'multi
line' }
$v20 = { 'k' => 'v' }
exec { 'run1': command => '/bin/true', * => { 'tag' => ['alpha', 'gamma'] } }
tag 'web'
File['/tmp/f1'] { require +> Notify['n2'] }
Notify <| tag != 'alpha' |>
file { '/tmp/f2': mode => '0644', * => { 'require' => Notify['n4'] } }
include c1
exec { 'run2': command => '/usr/bin/env echo hi', tag => 'db' }
file { '/tmp/f3': ensure => 'directory', before => Notify['n2'], mode => '0644' }
[Notify['n1'], Notify['c1-n1'], Notify['n3']] -> Service <| ensure == 'present' |> <~ Notify['n2']
