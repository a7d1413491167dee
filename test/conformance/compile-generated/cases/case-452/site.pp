class c1 {
  User { tag => ['alpha', 'web'] }
  exec { ['c1-run1', 'c1-run2']: refreshonly => true, command => 'touch /tmp/x' }
  service { 'c1-svc1': hasrestart => true, * => { 'tag' => ['gamma', 'db'] } }
  tag 'gamma'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  service { 'c2-svc1': noop => false, hasrestart => false }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
}
contain c1
@@notify { 'n1': message => "${module_name} says hi", * => { 'tag' => ['gamma', 'alpha'] } }
service { 'svc1': notify => Service['c1-svc1'], tag => ['web', 'db'] }
Service <| tag != 'beta' and tag != 'db' |> { tag +> 'gamma' }
$v14 = { 'k' => 'v' }
Notify <<| (message == 42 and title == 'c1-svc1') and tag == 'web' |>>
notify { ['n2', 'n3']: withpath => false, before => [Service['c1-svc1']] }
user { 'user1': tag => 'alpha', subscribe => Notify['n2'], loglevel => 'warning' }
exec { 'run1': command => '/usr/bin/env echo hi', subscribe => User['user1'], require => Notify['n3'] }
notify {
  default: message => undef;
  'n4': subscribe => User['user1'];
  'n5': tag => 'alpha', withpath => false;
}
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc1'] { before +> Service['svc1'] }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n6': subscribe => Service['svc1'] }
service { 'svc2': tag => ['beta', 'alpha'], * => {  } }
exec { 'run2': loglevel => 'info', subscribe => Class['c1'] }
@notify { 'n7': tag => ['beta', 'alpha'], loglevel => 'info' }
