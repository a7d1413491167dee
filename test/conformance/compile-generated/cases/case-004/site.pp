define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 {
  package { 'c1-pkg1': noop => true, * => { 'ensure' => 'installed' } }
}
d1 { 'd1-n1': extra => 'v1' }
include c1
[Notify['d1-n1-d11']] <- Notify['d1-n1-d11']
notify { ['n1', 'n2', 'n3']: tag => ['web', 'web'], notify => Notify['d1-n1-d11'] }
notify { 'n4': message => 'world', tag => 'gamma' }
notify { 'n5': subscribe => Notify['n4'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n2', 'd1-n3']: }
$v18 = [1, 2]
notify { 'n6': require => [Notify['d1-n3-d11'], Notify['n3']] }
file { '/tmp/f1': owner => 'root' }
notify { 'n7': message => true, loglevel => 'warning' }
d2 { 'd2-n1': msg => 'v2' }
