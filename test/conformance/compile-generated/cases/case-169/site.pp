define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
d2 { ['d2-n1', 'd2-n2']: }
tag 'beta'
User { groups => 'users' }
$v9 = 'val'
@exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['d2-n1-d21'], subscribe => [Notify['d2-n2-in-d11'], Notify['d2-n1-in-d11']] }
realize(Exec['run1'])
@notify { 'n1': subscribe => Notify['d2-n2-d21'], * => { 'notify' => Exec['run1'] } }
file { '/tmp/f1': mode => '0755', before => Notify['d2-n2-d22'] }
tag 'db'
realize(Notify['n1'])
tag 'beta'
user { 'user1': loglevel => 'warning', uid => 1001 }
notify { 'n2': require => Notify['d2-n1-in-d11'], message => true }
service { 'svc1': before => Notify['d2-n2-d21'], noop => false, hasrestart => false }
Notify['d2-n2-d22'] -> Notify['d2-n2-d21']
realize([Notify['n1']])
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v24 = 'val'
