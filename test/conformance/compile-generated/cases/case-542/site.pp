define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 {
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  @package { 'c1-pkg1': noop => true }
  exec { 'c1-run1': tag => ['gamma', 'web'] }
  file { '/tmp/c1-f1': mode => '0644' }
}
stage { 'pre': before => Stage['main'] }
service { 'svc1': loglevel => 'warning' }
Service['svc1'] ~> Service['svc1']
Service['svc1'] -> Service['svc1']
if defined(Service['svc1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': loglevel => 'warning', message => "${facts[hostname]} says hi", tag => ['alpha', 'beta'] }
package { 'pkg1': ensure => '1.2.3', subscribe => Service['svc1'], loglevel => 'info' }
@file { '/tmp/f1': content => "line\n" }
file { '/tmp/f2': tag => ['gamma', 'web'], loglevel => 'info', require => Service['svc1'] }
$v22 = 'val'
d1 { ['d1-n1', 'd1-n2']: }
file { '/tmp/f3': owner => 'root' }
file { ['/tmp/f4', '/tmp/f5']: notify => [Notify['d1-n2-d12']] }
tag 'gamma'
user { 'user1': notify => File['/tmp/f3'], before => File['/tmp/f4'] }
[File['/tmp/f3'], Notify['d1-n1-d12']] ~> Package['pkg1'] -> Notify['d1-n2-d12']
notify { 'n2': before => User['user1'] }
$v30 = { 'k' => 'v' }
realize([File['/tmp/f1']])
File['/tmp/f4'] { require => [Notify['d1-n1-d12'], Service['svc1']] }
$v33 = [1, 2]
Notify { message => "${module_name} says hi", loglevel => 'warning' }
package { 'pkg2': loglevel => 'warning' }
file { '/tmp/f6': before => Notify['d1-n2-d12'], content => 'data', require => Notify['d1-n1-d11'] }
File['/tmp/f5'] <- Notify['d1-n1-d11']
