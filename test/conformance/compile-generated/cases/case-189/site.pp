define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': loglevel => 'info', * => {  } }
notify {
  default: message => "${module_name} says hi";
  'n1': notify => Service['svc1'], message => undef;
}
Notify['n1'] { before => Notify['n1'] }
notify { ['n2', 'n3']: tag => 'web' }
Service['svc1'] <~ Notify <|  |>
notify { 'n4': tag => ['alpha', 'web'] }
Notify <| ensure == 'running' and message == 'hello' |>
file {
  default: require => Notify['n1'], tag => ['gamma', 'gamma'];
  '/tmp/f1': noop => false, loglevel => 'info';
}
$v17 = { 'k' => 'v' }
notify { ['n5', 'n6', 'n7']: subscribe => Notify['n3'] }
if defined(File['/tmp/f1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n2'] <~ Service <|  |>
d1 { 'd1-n1': }
Notify['d1-n1-d11'] -> Service <| ensure == 'directory' |> <~ Service['svc1']
Notify['n1'] -> Notify['n5'] <- Notify['n7']
package { 'pkg1': before => Notify['d1-n1-d12'], * => { 'subscribe' => [Notify['n4']] } }
package { 'pkg2': notify => Notify['n1'], loglevel => 'info', before => [Notify['n3'], Package['pkg1']] }
$v27 = 'val'
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], timeout => 30 }
notify { 'n8': withpath => false }
