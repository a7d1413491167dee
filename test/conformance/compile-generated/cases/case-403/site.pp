define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
file { '/tmp/f1': ensure => 'directory', * => { 'loglevel' => 'info' } }
tag 'web'
File['/tmp/f1'] <~ File['/tmp/f1']
Notify <| ensure == 'running' and tag != 'gamma' |> <- File['/tmp/f1'] ~> Notify <| tag == 'alpha' |>
notify { 'n1': require => File['/tmp/f1'] }
notify {
  default: noop => true, tag => ['alpha', 'alpha'];
  'n2': loglevel => 'warning';
  'n3': message => "tab\there", subscribe => Notify['n1'];
  'n4': noop => false, tag => 'alpha';
}
package {
  default: loglevel => 'warning';
  'pkg1': ensure => 'absent';
}
Notify <| title == 'n2' and tag != 'beta' |>
tag 'gamma'
Exec { noop => false, subscribe => Notify['n1'] }
notify {
  default: tag => 'beta', withpath => false;
  'n5': noop => false, subscribe => Notify['n4'];
  'n6': withpath => false, require => Notify['n2'];
  'n7': before => Notify['n4'];
}
exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['n3'], loglevel => 'warning' }
@notify { 'n8': noop => false }
notify { 'n9': message => "tab\there", loglevel => 'warning', require => Notify['n6'] }
package { ['pkg2', 'pkg3']: loglevel => 'warning', tag => ['gamma', 'db'] }
Notify <| message == 'world' |>
realize([Notify['n8']])
realize(Notify['n8'])
service { ['svc1', 'svc2']: notify => Notify['n1'] }
File <|  |> { require +> Package['pkg1'] }
Notify { require => Notify['n2'] }
Package { require => Notify['n2'] }
Service <| (tag != 'alpha' and tag == 'web') and ensure == 'present' |> { tag => 'gamma' }
Package { noop => false, loglevel => 'info' }
@@user {
  default: notify => Notify['n4'], shell => '/bin/bash';
  'user1': managehome => false, uid => 30;
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
