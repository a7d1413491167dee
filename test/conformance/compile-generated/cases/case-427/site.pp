define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'db' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'x y',
) {
  user {
    default: noop => false;
    'c1-user1': shell => '/bin/sh', managehome => true;
  }
  user { 'c1-user2': tag => ['gamma', 'web'], managehome => false }
  @user { 'c1-user3': shell => '/bin/bash', uid => 1001, loglevel => 'warning' }
}
class c2 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = undef,
  Integer $p3 = 80,
) inherits c1 {
  User['c1-user2'] { tag => ['web', 'alpha'] }
  Notify <| tag == 'beta' |> { message => "tab\there" }
  exec { 'c2-run1': refreshonly => true, * => {  } }
}
class c3 {
  user { 'c3-user1': tag => ['alpha', 'gamma'] }
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: owner => 'root' }
  Notify { noop => false, loglevel => 'info' }
}
file { '/tmp/f1': content => 'data' }
File['/tmp/f1'] { noop => true }
package { 'pkg1': notify => File['/tmp/f1'], ensure => '1.2.3' }
@notify { 'n1': tag => ['alpha', 'web'] }
user { 'user1': before => File['/tmp/f1'], * => {  } }
$v19 = [1, 2]
@@notify {
  default: before => [File['/tmp/f1']];
  'n2': loglevel => 'info', tag => ['db', 'gamma'];
  'n3': tag => 'web', message => 'multi
line';
  'n4': message => 'world';
}
notify {
  default: subscribe => [User['user1']], loglevel => 'warning';
  'n5': tag => ['alpha', 'alpha'];
  'n6': loglevel => 'warning';
}
@user { 'user2': groups => [], * => { 'shell' => '/bin/sh' } }
@exec { 'run1': tag => 'beta' }
File['/tmp/f1'] <- [Package['pkg1']]
