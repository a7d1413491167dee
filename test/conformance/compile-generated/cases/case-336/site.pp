define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
$v5 = { 'k' => 'v' }
Exec { path => ['/bin', '/usr/bin'], tag => 'alpha' }
file { '/tmp/f1': ensure => 'absent', tag => 'alpha', owner => 'www-data' }
d2 { ['d2-n1', 'd2-n2']: msg => 'v1' }
exec { 'run1': command => 'touch /tmp/x', require => Notify['d2-n1-d21'] }
File { before => Notify['d2-n2-d21'] }
@@notify { ['n1', 'n2', 'n3']: subscribe => Notify['d2-n2-d21'], tag => ['alpha', 'gamma'] }
Notify['d2-n2-d21'] ~> Exec['run1']
file { '/tmp/f2': tag => ['alpha', 'gamma'], before => Notify['d2-n1-d21'] }
