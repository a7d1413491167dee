define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  Notify { noop => true }
}
File { mode => '0755', owner => 'www-data' }
exec { 'run1': command => 'touch /tmp/x', tag => 'beta' }
Exec['run1'] { before => Exec['run1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info', tag => ['web', 'web'] }
Notify <| tag != 'alpha' and message == 'world' |> <~ File['/tmp/f2']
notify { 'n1': message => undef, withpath => false, before => File['/tmp/f1'] }
d1 { ['d1-n1', 'd1-n2']: }
Exec { subscribe => Notify['n1'], path => ['/bin', '/usr/bin'] }
d1 { ['d1-n3', 'd1-n4']: }
d1 { 'd1-n5': }
notify { 'n2': tag => ['db', 'gamma'], message => ['a', 'b'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: withpath => false;
  'n3': before => Notify['d1-n4-d11'], tag => ['beta', 'beta'];
}
d2 { ['d2-n1', 'd2-n2']: }
user { 'user1': uid => 30 }
Exec['run1'] { noop => true }
exec { 'run2': command => '/usr/bin/env echo hi', tag => ['db', 'beta'], require => [Notify['d2-n1-d21']] }
notify { ['n4', 'n5']: tag => ['beta', 'db'] }
d2 { 'd2-n3': msg => 'v2' }
