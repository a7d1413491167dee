define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'db' }
  Notify { noop => true }
}
class c1 {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'web'
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: ensure => 'running', tag => ['gamma', 'gamma'] }
  notify {
    default: withpath => true;
    'c1-n1': tag => ['beta', 'db'];
    'c1-n2': message => 'x y';
  }
}
class c2 {
  d1 { 'c2-d1-n1': msg => 7 }
  notify { ['c2-n1', 'c2-n2']: tag => ['web', 'db'] }
}
notify { 'n1': message => "${facts[hostname]} says hi" }
service { 'svc1': noop => true }
contain c2
include c1
Package { require => Service['c1-svc3'] }
Notify['c2-n1'] -> [Notify['n1'], Notify['c1-n1'], Service['c1-svc1']]
Service['c1-svc3'] -> [Notify['c1-n1'], Notify['c2-d1-n1-d12'], Notify['c1-n2']]
User <| message == 'world' |>
d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
@@notify { ['n2', 'n3']: message => "${facts[hostname]} says hi" }
$v25 = { 'k' => 'v' }
Notify['n1'] { withpath => false }
@notify { 'n4': subscribe => Notify['c2-d1-n1-d11'] }
Notify <|  |> { message => 'x y' }
notify { 'n5': withpath => false, loglevel => 'info' }
Notify { require => Notify['d1-n2-d12'], tag => ['db', 'web'] }
package {
  default: notify => Class['c2'], before => Class['c2'];
  'pkg1': ensure => '1.2.3', tag => 'alpha';
}
service { 'svc2': tag => ['alpha', 'web'], hasrestart => true }
Service['c1-svc1'] -> Notify <| tag == 'web' and tag == 'alpha' |> -> [Package['pkg1']]
