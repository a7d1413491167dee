class c1 {
  User { managehome => false, tag => 'db' }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  File { loglevel => 'info' }
  package { 'c2-pkg1': tag => 'db', loglevel => 'info' }
  tag 'alpha'
}
require c2
service { 'svc1': tag => 'alpha' }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', notify => Package['c2-pkg1'] }
Exec['run2'] { require => Package['c2-pkg1'] }
Exec['run3'] -> Exec['run3'] ~> Exec['run3']
[Service['svc1'], Exec['run3']] <~ Package['c2-pkg1'] <- Exec['run2']
Exec['run2'] { noop => true }
notify { 'n1': loglevel => 'info', message => 42 }
$v14 = { 'k' => 'v' }
notify { ['n2', 'n3']: notify => Service['svc1'], message => 'x y' }
$v16 = 'val'
tag 'gamma'
@exec { 'run4': command => 'touch /tmp/x', tag => 'beta', refreshonly => false }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: ensure => 'present', require => [Notify['n1'], Exec['run3']] }
notify { 'n4': before => File['/tmp/f1'], noop => true, notify => Exec['run3'] }
notify { 'n5': require => [Notify['n1']], loglevel => 'warning', tag => ['db', 'gamma'] }
Service { notify => Class['c2'] }
$v23 = { 'k' => 'v' }
Notify { message => 'hello', before => Notify['n2'] }
@notify { ['n6', 'n7', 'n8']: withpath => false }
notify { ['n9', 'n10']: noop => false, notify => Notify['n5'] }
service { ['svc2', 'svc3']: tag => 'beta' }
Class['c2'] <~ Package['c2-pkg1'] <- File <| (tag == 'gamma' and title == 'n4') and ensure == 'directory' |>
@notify { 'n11': loglevel => 'warning', * => {  } }
include c1
[Service['svc2'], Notify['n2'], Package['c2-pkg1']] <- Notify <| tag != 'gamma' |> -> Notify['n1']
