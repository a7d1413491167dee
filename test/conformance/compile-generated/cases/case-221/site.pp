define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
@notify { 'n1': noop => false, tag => 'gamma' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User { loglevel => 'warning' }
d1 { 'd1-n1': }
notify { 'n2': notify => Notify['d1-n1-d12'] }
@service { 'svc1': notify => Notify['n2'], * => { 'tag' => 'web' } }
$v10 = { 'k' => 'v' }
d1 { ['d1-n2', 'd1-n3']: }
realize(Service['svc1'])
@service { 'svc2': notify => Notify['d1-n3-d12'] }
package { ['pkg1', 'pkg2', 'pkg3']: tag => 'db', require => [Notify['d1-n1-d12'], Notify['n2']] }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n3', 'n4']: message => true }
file { '/tmp/f1': tag => ['alpha', 'beta'], notify => Package['pkg2'] }
notify { 'n5': loglevel => 'info', message => true, notify => [Notify['d1-n3-d12']] }
@package { 'pkg4': loglevel => 'warning', * => { 'tag' => ['db', 'beta'] } }
realize([Service['svc1']])
