class c1 (
  String $p1 = 's',
  Boolean $p2 = false,
) {
  tag 'beta'
  file {
    default: noop => true;
    '/tmp/c1-f1': owner => 'www-data', tag => ['db', 'alpha'];
    '/tmp/c1-f2': mode => '0755', content => "${p1}";
    '/tmp/c1-f3': noop => true, owner => 'www-data';
  }
}
class c2 {
  require c1
}
Package <| tag == 'web' and ensure == 'present' |> { require +> Notify['ghost'] }
$v6 = [1, 2]
file {
  default: loglevel => 'info', noop => true;
  '/tmp/f1': tag => 'alpha', loglevel => 'warning';
  '/tmp/f2': loglevel => 'warning';
}
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
class { 'c2': }
notify { ['n1', 'n2', 'n3']: require => File['/tmp/c1-f1'] }
require c2
Notify { noop => true, message => undef }
$v15 = { 'k' => 'v' }
File['/tmp/f1'] { before +> Notify['n3'] }
File['/tmp/f2'] { before => File['/tmp/f2'] }
Notify { before => File['/tmp/f2'] }
Notify['n1'] { tag +> ['web', 'beta'] }
tag 'beta'
user { 'user1': loglevel => 'info', groups => [], shell => '/bin/bash' }
service { 'svc1': loglevel => 'info' }
tag 'db'
notify { 'n4': before => Class['c1'], require => Notify['n2'], tag => 'web' }
notify { ['n5', 'n6', 'n7']: loglevel => 'info' }
User <| tag != 'beta' |> { require => Notify['n3'] }
notify { 'n8': withpath => true, * => {  } }
File['/tmp/c1-f3'] <~ Notify['n6']
[Notify['n8']] <- Notify['n7'] <- File['/tmp/f2']
notify { 'n9': tag => ['db', 'web'], * => {  } }
Notify <| tag == 'alpha' |>
