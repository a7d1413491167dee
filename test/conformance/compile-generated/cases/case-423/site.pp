define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 {
  notify { 'c1-n1': loglevel => 'info', noop => false }
  d1 { 'c1-d1-n1': extra => 7 }
  tag 'alpha'
}
class c2 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
  Boolean $p3 = true,
) {
  package { 'c2-pkg1': tag => ['beta', 'gamma'], ensure => 'installed' }
  tag 'alpha'
  File { tag => 'db' }
}
class c3 (
  Integer $p1 = 1,
  Optional[String] $p2 = undef,
) {
  tag 'gamma'
  user {
    default: tag => ['alpha', 'db'];
    'c3-user1': tag => 'alpha';
    'c3-user2': tag => ['beta', 'db'], shell => '/bin/sh';
  }
  @notify { 'c3-n1': loglevel => 'warning', message => 'multi
  line', tag => ['gamma', 'alpha'] }
}
$v16 = { 'k' => 'v' }
$v17 = { 'k' => 'v' }
d1 { 'd1-n1': }
notify { 'n1': noop => true, * => { 'subscribe' => Notify['d1-n1-d11'] } }
@@user { ['user1', 'user2']: managehome => true, require => Notify['d1-n1-d12'] }
notify {
  default: noop => false;
  'n2': tag => ['alpha', 'alpha'], noop => true;
  'n3': require => Notify['n1'];
}
notify { ['n4', 'n5']: message => "${module_name} says hi", before => Notify['d1-n1-d11'] }
notify { ['n6', 'n7']: before => Notify['n5'], message => 'hello' }
package {
  default: tag => ['beta', 'gamma'];
  'pkg1': noop => false;
  'pkg2': require => Notify['d1-n1-d11'];
}
notify {
  default: notify => [Notify['n3']];
  'n8': before => Notify['n4'];
  'n9': noop => false;
}
d1 { 'd1-n2': }
Package <| message == 'hello' |> { require => Notify['n6'] }
file { '/tmp/f1': owner => 'www-data', subscribe => Package['pkg1'] }
Notify['n5'] <- [Notify['d1-n2-d12'], Package['pkg1'], Notify['d1-n2-d11']] -> [Package['pkg2'], Notify['n1']]
[Notify['d1-n2-d11'], Notify['n5']] <~ Notify['d1-n1-d12']
User { before => [Notify['n3'], Notify['n7']], loglevel => 'warning' }
File <<| (ensure == 'running' or title == 'pkg2') and tag == 'web' |>> { tag => 'db' }
notify { 'n10': noop => true, require => Notify['n3'] }
file { '/tmp/f2': noop => true, owner => 'root', require => Notify['n10'] }
Notify['n1'] { tag +> 'gamma' }
Notify { tag => 'gamma', message => "${trusted[certname]} says hi" }
class { 'c3': p1 => 1, p2 => undef }
notify { ['n11', 'n12', 'n13']: loglevel => 'warning' }
exec { 'run1': command => 'touch /tmp/x', loglevel => 'info' }
