define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
) {
  Notify { loglevel => 'info' }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: extra => 7 }
}
class c2 {
  file { '/tmp/c2-f1': mode => '0644', owner => 'root', ensure => 'file' }
  File { loglevel => 'warning' }
  service { 'c2-svc1': noop => false }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
$v12 = 'val'
package { 'pkg1': loglevel => 'warning' }
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
d1 { 'd1-n3': }
Package['pkg1'] { tag => ['alpha', 'gamma'] }
notify { 'n1': before => Package['pkg1'] }
