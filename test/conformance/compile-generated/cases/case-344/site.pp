define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra, tag => 'web' }
}
$v3 = 'val'
$v4 = 'val'
Notify <| tag != 'db' or ensure == 'directory' |>
@package { 'pkg1': ensure => 'installed' }
exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => ['alpha', 'beta'] }
if defined(Exec['run3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| message == 'x y' |>
notify { 'n1': noop => true, withpath => true }
notify {
  default: tag => ['alpha', 'alpha'], subscribe => Exec['run3'];
  'n2': subscribe => Exec['run3'];
  'n3': subscribe => Exec['run2'];
  'n4': tag => 'alpha';
}
Notify['n1'] { tag +> 'gamma' }
notify { ['n5', 'n6']: noop => false }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { 'pkg2': before => Notify['n6'], loglevel => 'info' }
package { 'pkg3': loglevel => 'warning', subscribe => Package['pkg2'] }
d1 { 'd1-n1': extra => 'v1' }
Notify['d1-n1-d11'] <~ [Package['pkg3'], Notify['d1-n1-d11']]
Notify['n2'] { message => "${trusted[certname]} says hi" }
Package['pkg3'] { before => [Package['pkg3']] }
user { 'user1': require => Package['pkg2'], groups => [], noop => false }
realize([Package['pkg1']])
service { 'svc1': ensure => 'stopped', subscribe => Exec['run3'] }
d1 { ['d1-n2', 'd1-n3']: extra => 'v2' }
Exec { refreshonly => false }
Package['pkg2'] { tag => ['beta', 'db'] }
d1 { ['d1-n4', 'd1-n5']: }
d1 { 'd1-n6': extra => 'v1' }
tag 'beta'
