define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  @notify { 'c1-n1': withpath => false, message => 42, noop => true }
}
class c2 {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  include c1
  tag 'alpha'
}
notify { ['n1', 'n2', 'n3']: tag => 'gamma', message => "tab\there" }
file { '/tmp/f1': before => Notify['n1'], mode => '0755', loglevel => 'info' }
@notify { 'n4': notify => Notify['n3'], tag => 'gamma' }
Notify['n3'] { withpath => true }
Notify['n1'] -> Service <| title == 'n2' |>
realize([Notify['n4']])
realize([Notify['n4']])
service { 'svc1': ensure => 'stopped', subscribe => Notify['n3'] }
d1 { ['d1-n1', 'd1-n2']: msg => 7, extra => 'v1' }
notify { 'n5': tag => ['db', 'beta'], before => Notify['n2'], message => "${module_name} says hi" }
include c1
exec { 'run1': command => '/bin/true', timeout => 1001 }
class { 'c2': }
@@notify {
  default: tag => ['web', 'db'], loglevel => 'warning';
  'n6': loglevel => 'warning', tag => ['db', 'alpha'];
  'n7': message => 'multi
line', withpath => true;
}
@exec { 'run2': command => 'touch /tmp/x', tag => 'web', before => Service['svc1'] }
d1 { 'd1-n3': }
realize(Exec['run2'])
package { 'pkg1': ensure => 'latest' }
d1 { ['d1-n4', 'd1-n5']: }
exec { 'run3': command => '/usr/bin/env echo hi', refreshonly => false }
contain c1
include c2
Notify { noop => false, loglevel => 'warning' }
File['/tmp/f1'] { require +> [Service['svc1']] }
file { '/tmp/f2': content => "${facts[hostname]}" }
notify { ['n8', 'n9', 'n10']: noop => false, subscribe => Class['c2'] }
@@notify { ['n11', 'n12', 'n13']: require => [Notify['d1-n2-d11'], Service['svc1']], message => 'multi
line' }
