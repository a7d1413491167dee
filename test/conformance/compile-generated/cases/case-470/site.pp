define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $level, tag => 'beta' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 {
  Service <| ensure == 'directory' |> { noop => true }
}
Service { loglevel => 'info', tag => ['beta', 'beta'] }
d1 { 'd1-n1': }
notify { 'n1': withpath => true, before => Notify['d1-n1-d11'] }
notify {
  default: tag => 'gamma';
  'n2': loglevel => 'info', withpath => false;
}
tag 'alpha'
service { 'svc1': ensure => 'stopped', enable => false }
@service { 'svc2': tag => 'web', noop => false, require => Notify['n1'] }
exec { 'run1': command => '/usr/bin/env echo hi' }
Exec['run1'] { noop => true }
include c1
if defined(Notify['n2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n3', 'n4']: require => Notify['n2'], before => Notify['d1-n1-d11'] }
Notify { tag => ['alpha', 'gamma'] }
@d1 { 'd1-n2': extra => 'v1' }
package { 'pkg1': before => Notify['n3'] }
Service { require => Notify['n1'] }
D1 <|  |>
realize(D1['d1-n2'])
File { notify => D1['d1-n2'] }
@notify { 'n5': before => Class['c1'], message => 42 }
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include missing::klass
