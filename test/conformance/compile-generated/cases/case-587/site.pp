define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  User { tag => ['db', 'db'] }
  d1 { 'c1-d1-n1': msg => 7 }
}
class c2 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
  Array[String] $p3 = [],
) {
  @service {
    default: hasrestart => false, tag => 'db';
    'c2-svc1': tag => ['gamma', 'alpha'];
  }
  @notify {
    default: noop => false, message => "${p2} says hi";
    'c2-n1': tag => ['beta', 'alpha'];
  }
  file { '/tmp/c2-f1': noop => false, tag => 'alpha' }
}
class c3 {
  d1 { ['c3-d1-n1', 'c3-d1-n2']: msg => 'v2' }
  require c1
  Exec { loglevel => 'info' }
  tag 'gamma'
}
$v15 = 'val'
class { 'c3': }
notify { 'n1': tag => 'alpha', notify => Notify['c3-d1-n1-d11'] }
include c1
Package { ensure => '1.2.3' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n2', 'n3', 'n4']: require => Notify['c3-d1-n1-d11'], subscribe => Notify['n1'] }
Notify { tag => ['db', 'web'] }
if defined(Notify['c1-d1-n1-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User <|  |> { tag +> ['web', 'web'] }
