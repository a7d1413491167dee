define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
class c1 (
  Boolean $p1 = false,
  Boolean $p2 = true,
  Optional[String] $p3 = undef,
) {
  exec { 'c1-run1': command => '/usr/bin/env echo hi', loglevel => 'warning', timeout => 30 }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: withpath => false }
  notify { 'c1-n4': loglevel => 'info', tag => 'gamma', withpath => false }
}
@service { ['svc1', 'svc2', 'svc3']: enable => true }
Notify { tag => ['gamma', 'db'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
require c1
notify { 'n1': notify => [Exec['c1-run1']], noop => true }
include c1
tag 'db'
require c1
Notify { withpath => true }
