define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  d1 { "${name}-in": }
}
service { 'svc1': hasrestart => false, ensure => 'running', loglevel => 'warning' }
Service <|  |> { noop => true }
file {
  default: owner => 'www-data';
  '/tmp/f1': loglevel => 'warning';
}
d2 { 'd2-n1': }
Notify['d2-n1-in-d11'] <- [Notify['d2-n1-in-d11'], Notify['d2-n1-d21']]
exec { 'run1': command => 'touch /tmp/x', loglevel => 'info', timeout => '300', tag => 'gamma' }
package { 'pkg1': noop => false, require => Notify['d2-n1-in-d11'] }
Notify['d2-n1-d21'] <~ [Exec['run1'], File['/tmp/f1'], Package['pkg1']]
Service <| message == 'world' |> { noop => true }
Notify <| message == 'x y' and message == 'x y' |>
notify { 'n1': require => Package['pkg1'] }
File['/tmp/f1'] <- Service['svc1'] <~ Exec['run1']
User <| title == 'd2-n1-d21' |> { require +> File['/tmp/f1'] }
@user { 'user1': tag => ['alpha', 'web'] }
file { '/tmp/f2': owner => 'root', noop => false }
exec {
  default: timeout => 1001, noop => false;
  'run2': timeout => 1001;
  'run3': command => '/bin/true', timeout => 30;
  'run4': command => '/usr/bin/env echo hi', loglevel => 'warning';
}
notify { ['n2', 'n3', 'n4']: tag => 'alpha' }
User { subscribe => File['/tmp/f2'] }
Notify <| ensure == 'present' |> { require +> File['/tmp/f2'] }
@file { '/tmp/f3': noop => false, * => {  } }
