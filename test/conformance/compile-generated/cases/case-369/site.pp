define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
class c1 {
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': command => 'touch /tmp/x', * => { 'timeout' => 30, 'loglevel' => 'info' } }
  exec { 'c2-run2': command => '/bin/true', loglevel => 'info', tag => 'web' }
  package { 'c2-pkg1': loglevel => 'warning' }
}
stage { 'pre': before => Stage['main'] }
exec {
  default: command => '/usr/bin/env echo hi', refreshonly => false;
  'run1': command => '/usr/bin/env echo hi', loglevel => 'info';
  'run2': command => '/usr/bin/env echo hi', refreshonly => true, timeout => '300';
}
class { 'c1': stage => 'pre' }
@package { ['pkg1', 'pkg2']: tag => 'web', notify => Exec['run2'] }
@service { 'svc1': noop => true, tag => ['alpha', 'gamma'] }
contain c1
$v18 = { 'k' => 'v' }
exec { 'run3': command => '/bin/true', * => { 'timeout' => 30 } }
include c1
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2']: before => Exec['run3'] }
Package <| (message == 'x y' or tag == 'beta') and title == 'run2' |>
Package <| ensure == 'running' and tag == 'beta' |> { tag +> ['beta', 'db'] }
exec { 'run4': command => '/bin/true' }
tag 'web'
File['/tmp/f2'] <~ Notify <| ensure == 'present' or ensure == 'directory' |> -> File['/tmp/f1']
d1 { 'd1-n1': }
Notify['ghost'] { message => 'x' }
