define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = false,
  Array[String] $p2 = ['x'],
) {
  tag 'db'
  Exec { refreshonly => false, tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  contain c1
  user { 'c2-user1': tag => 'alpha', shell => '/bin/bash' }
  notify { 'c2-n1': message => 42, * => {  } }
}
class c3 (
  Optional[String] $p1 = undef,
  Boolean $p2 = true,
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  service { 'c3-svc1': tag => ['alpha', 'db'], hasrestart => false }
  Service { noop => false }
  include c2
}
File { noop => true }
d1 { 'd1-n1': }
package { 'pkg1': notify => Notify['d1-n1-d11'], * => { 'before' => Notify['d1-n1-d11'] } }
$v19 = 'val'
include c3
notify {
  default: require => Package['pkg1'], subscribe => Package['pkg1'];
  'n1': tag => ['db', 'gamma'], loglevel => 'warning';
}
Package['pkg1'] { noop => false }
[Notify['n1'], User['c2-user1']] <- Notify['c2-n1'] ~> Notify['c2-n1']
Package['pkg1'] { require => Notify['n1'] }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
