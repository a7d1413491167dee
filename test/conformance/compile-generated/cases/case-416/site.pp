define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", tag => 'alpha' }
  notify { "${title}-d21": message => $title }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  notify { 'c1-n1': message => "${p1} says hi", * => {  } }
  notify { ['c1-n2', 'c1-n3']: message => "${p1} says hi", tag => 'db' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) inherits c1 {
  user {
    default: uid => 1001, tag => 'gamma';
    'c2-user1': noop => true;
    'c2-user2': managehome => true;
    'c2-user3': noop => false;
  }
  service {
    default: hasrestart => false;
    'c2-svc1': tag => ['web', 'beta'];
    'c2-svc2': ensure => 'running';
  }
}
notify { ['n1', 'n2', 'n3']: withpath => false, message => 42 }
d1 { 'd1-n1': extra => 'v2' }
d2 { 'd2-n1': extra => 7 }
include c1
file { '/tmp/f1': require => [Notify['c1-n3'], Notify['n2']], tag => ['web', 'db'], owner => 'root' }
notify { 'n4': message => 'x y', withpath => true }
package { 'pkg1': notify => Notify['d2-n1-d22'], tag => ['beta', 'gamma'] }
d1 { 'd1-n2': }
@service { 'svc1': loglevel => 'warning', tag => ['db', 'beta'] }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n1'] { require +> Notify['d1-n1-d11'] }
d2 { ['d2-n2', 'd2-n3']: }
exec { 'run1': command => '/bin/true', timeout => '300' }
include c1
if defined('$p1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
service { 'svc2': tag => 'db' }
Service['svc2'] { noop => false }
contain c1
if defined('c1') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
notify { ['n5', 'n6', 'n7']: before => File['/tmp/f1'], tag => ['db', 'gamma'] }
$v36 = [1, 2]
Service <| tag == 'beta' |> { tag => ['alpha', 'beta'] }
