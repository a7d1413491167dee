define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'beta' }
  Notify { noop => true }
}
$v4 = [1, 2]
d1 { ['d1-n1', 'd1-n2']: level => 7 }
notify { 'n1': tag => ['db', 'gamma'], subscribe => Notify['d1-n1-d11'] }
file { '/tmp/f1': require => Notify['d1-n2-d12'], loglevel => 'warning' }
Service { subscribe => File['/tmp/f1'] }
File['/tmp/f1'] <- Notify['d1-n2-d11'] <~ Notify['d1-n2-d11']
package { 'pkg1': noop => true, require => Notify['d1-n1-d11'], ensure => '1.2.3' }
User { uid => 30 }
Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
notify {
  default: noop => false;
  'n2': subscribe => Notify['d1-n2-d12'], before => Notify['n1'];
  'n3': notify => Notify['d1-n2-d12'], tag => ['beta', 'web'];
}
Notify['n2'] { withpath => true }
Notify['d1-n2-d12'] -> Notify['n3'] <~ Notify['n2']
User { loglevel => 'warning', shell => '/bin/sh' }
User <|  |> { noop => false }
package { 'pkg2': ensure => 'latest', subscribe => Notify['d1-n2-d12'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: content => 'data' }
Exec <| ensure == 'directory' |> { tag => ['beta', 'web'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => 'touch /tmp/x', noop => true }
file { '/tmp/f5': loglevel => 'info', require => Exec['run1'], noop => true }
file { '/tmp/f6': tag => 'web' }
@package { 'pkg3': loglevel => 'warning', * => {  } }
service { 'svc1': hasrestart => true }
notify { 'n4': noop => true }
user { 'user1': managehome => false, * => {  } }
