define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = false,
  Boolean $p3 = false,
) {
  if tagged('beta') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  Notify { noop => true }
}
exec {
  default: command => '/bin/true';
  'run1': tag => ['db', 'gamma'], timeout => 30;
  'run2': command => '/usr/bin/env echo hi', noop => true;
  'run3': command => '/usr/bin/env echo hi', timeout => 30;
}
user { 'user1': noop => false, tag => ['db', 'web'], subscribe => Exec['run2'] }
$v10 = 'val'
d1 { ['d1-n1', 'd1-n2']: }
exec {
  default: command => 'touch /tmp/x', loglevel => 'info', path => ['/bin', '/usr/bin'];
  'run4': command => '/usr/bin/env echo hi', loglevel => 'warning', path => ['/bin', '/usr/bin'];
  'run5': before => Notify['d1-n1-d11'], notify => [Notify['d1-n2-d11']];
  'run6': command => '/usr/bin/env echo hi', refreshonly => true;
}
package {
  default: notify => [Notify['d1-n2-d11'], Exec['run1']];
  'pkg1': ensure => 'latest', noop => true;
}
class { 'c2': }
$v15 = [1, 2]
notify { 'n1': loglevel => 'info', message => "tab\there", tag => ['alpha', 'alpha'] }
Exec <| tag != 'beta' |> { tag => 'gamma' }
d1 { 'd1-n3': }
d1 { 'd1-n4': }
Notify { withpath => false }
Notify['n1'] <- Notify['d1-n2-d11'] -> Notify <| message == 42 |>
d1 { ['d1-n5', 'd1-n6']: msg => 'v2' }
@@user {
  default: tag => ['db', 'alpha'];
  'user2': managehome => false, before => Notify['d1-n1-d12'];
}
Notify['d1-n4-d12'] -> Notify['d1-n5-d11']
contain c2
d1 { 'd1-n7': }
@@user { 'user3': groups => 'users', subscribe => Notify['d1-n6-d11'] }
@notify { 'n2': message => 'x y' }
if defined(User['user1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File <| title == 'run1' |> -> [Exec['run2']] <- Notify['d1-n3-d11']
package { 'pkg2': loglevel => 'info', tag => 'beta' }
if defined('c2') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
