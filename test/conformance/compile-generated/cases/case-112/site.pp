class c1 (
  Array[String] $p1 = [],
) {
  notify {
    default: tag => ['web', 'gamma'];
    'c1-n1': tag => ['beta', 'web'], message => 'x y';
    'c1-n2': tag => 'db';
    'c1-n3': noop => false;
  }
  tag 'alpha'
  tag 'gamma'
}
Package <| tag != 'beta' |>
file {
  default: tag => ['gamma', 'gamma'], mode => '0644';
  '/tmp/f1': owner => 'root', content => 'data';
}
notify { 'n1': before => File['/tmp/f1'], * => {  } }
Service { loglevel => 'info' }
notify { 'n2': tag => 'db' }
@user {
  default: groups => ['adm', 'sudo'];
  'user1': subscribe => Notify['n1'];
  'user2': uid => 1001;
}
user { 'user3': noop => true }
@notify { 'n3': tag => ['beta', 'gamma'], notify => [User['user3'], Notify['n1']] }
Notify { before => Notify['n2'], tag => 'db' }
Notify['n1'] <~ [Notify['n1'], User['user3']]
notify { 'n4': notify => User['user3'] }
Notify { noop => false }
realize(User['user1'])
tag 'gamma'
User <| title == 'n4' |>
package { 'pkg1': noop => true, * => { 'ensure' => '1.2.3' } }
Notify['n1'] <~ [User['user3'], Notify['n1']]
@notify { ['n5', 'n6']: withpath => false, noop => true }
Notify['n4'] { tag => 'web' }
@notify {
  default: noop => true, withpath => false;
  'n7': message => "tab\there";
  'n8': message => 42, withpath => true;
  'n9': subscribe => Package['pkg1'], noop => true;
}
realize([User['user1'], Notify['n7']])
contain c1
notify { 'n10': message => ['a', 'b'] }
@notify { 'n11': before => Notify['n4'], withpath => true }
include c1
notify { 'n12': noop => true, message => ['a', 'b'] }
Exec { timeout => '300' }
