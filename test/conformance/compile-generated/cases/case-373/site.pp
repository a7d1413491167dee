stage { 'pre': before => Stage['main'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File { ensure => 'present' }
package { 'pkg1': noop => false }
Package['pkg1'] <- Package['pkg1']
exec { 'run1': noop => true, loglevel => 'info' }
Package['pkg1'] { require => Package['pkg1'] }
@user { 'user1': managehome => false, shell => '/bin/bash' }
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User <| tag == 'gamma' or message == 42 |> { tag +> 'db' }
$v12 = { 'k' => 'v' }
@service {
  default: enable => false;
  'svc1': subscribe => Exec['run1'];
  'svc2': tag => 'db', enable => true;
}
Exec['run1'] <- Package['pkg1'] -> Package['pkg1']
$v15 = { 'k' => 'v' }
$v16 = { 'k' => 'v' }
user {
  default: notify => Exec['run1'];
  'user2': require => [Exec['run1']];
  'user3': tag => 'gamma';
}
notify {
  default: require => [User['user3'], Package['pkg1']], tag => ['db', 'alpha'];
  'n1': loglevel => 'warning', before => [User['user3']];
  'n2': subscribe => User['user2'], tag => ['db', 'gamma'];
  'n3': withpath => false;
}
notify { 'n4': before => [Exec['run1'], User['user3']] }
@notify {
  default: subscribe => Package['pkg1'];
  'n5': tag => 'alpha', noop => false;
  'n6': require => User['user3'];
  'n7': tag => ['gamma', 'gamma'];
}
Notify <| (tag == 'beta' and message == 42) and tag == 'beta' |> <- [Notify['n2']]
tag 'beta'
Notify['n1'] { noop => false }
