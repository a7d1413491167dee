$v0 = { 'k' => 'v' }
notify { 'n1': tag => ['beta', 'beta'] }
User <| title == 'n1' and message == 'hello' |> { require => Notify['n1'] }
$v3 = 'val'
notify { 'n2': message => "tab\there", subscribe => Notify['n1'] }
@notify { 'n3': tag => ['beta', 'alpha'] }
User { tag => 'gamma' }
notify { 'n4': tag => 'beta', message => 'multi
line' }
Notify['n2'] { before +> Notify['n4'] }
package { 'pkg1': require => Notify['n4'], ensure => 'absent' }
notify { 'n5': subscribe => Package['pkg1'], loglevel => 'warning', noop => false }
tag 'beta'
notify { 'n6': message => 'multi
line', loglevel => 'info' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => '/bin/true', * => { 'loglevel' => 'warning', 'subscribe' => Notify['n5'] } }
realize([Notify['n3']])
tag 'web'
Notify <| title == 'pkg1' |>
exec { ['run2', 'run3', 'run4']: command => 'touch /tmp/x', loglevel => 'warning' }
notify {
  default: withpath => true;
  'n7': message => '';
}
Notify['n2'] { withpath => false }
@notify { 'n8': require => Exec['run3'], subscribe => [Exec['run1']] }
package { 'pkg2': before => Notify['n7'], tag => 'web', require => Notify['n1'] }
Service <| tag != 'alpha' |> { noop => false }
File { before => Notify['n5'] }
notify { 'n9': tag => 'db', loglevel => 'warning' }
Notify <| message == 'world' |> { require => Notify['n3'] }
notify {
  default: tag => 'beta', before => Notify['n3'];
  'n10': tag => 'db', message => true;
  'n11': require => Exec['run1'];
}
service { 'svc1': subscribe => Exec['run3'], notify => [Notify['n11']], require => Exec['run1'] }
file { '/tmp/f1': tag => ['web', 'db'], mode => '0644' }
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'gamma'
$v34 = { 'k' => 'v' }
realize([Notify['n3']])
if defined(Notify['n9']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: content => 'data' }
