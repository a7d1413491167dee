define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { 'svc1': enable => true }
notify { ['n1', 'n2', 'n3']: withpath => false, noop => true }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n3'] { message => '' }
d1 { 'd1-n1': level => 7 }
package { 'pkg1': noop => false, * => { 'notify' => Notify['n3'] } }
exec { 'run1': tag => ['alpha', 'alpha'], * => { 'loglevel' => 'warning' } }
notify { 'n4': subscribe => Notify['n3'], message => undef, notify => Package['pkg1'] }
if defined(Class[main]) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
if defined('$x') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
if defined('$x') {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: before => Notify['d1-n1-d11'] }
package { 'pkg2': loglevel => 'info' }
if defined('$nosuch') {
  notify { 'if-n6': }
} else {
  notify { 'else-n6': message => 'not' }
}
if defined('$p1') {
  notify { 'if-n7': }
} else {
  notify { 'else-n7': message => 'not' }
}
file { ['/tmp/f4', '/tmp/f5', '/tmp/f6']: require => [Notify['n3'], Notify['d1-n1-d11']] }
