class c1 {
  tag 'gamma'
}
class { 'c1': }
$v3 = { 'k' => 'v' }
notify { 'n1': withpath => true, * => {  } }
@notify { 'n2': withpath => true, tag => 'alpha' }
Service { notify => Notify['n1'] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user {
  default: tag => ['gamma', 'web'];
  'user1': uid => 30, before => Notify['n1'];
  'user2': tag => ['db', 'gamma'], loglevel => 'warning';
  'user3': noop => false;
}
notify {
  default: require => User['user1'], message => true;
  'n3': notify => User['user1'];
  'n4': loglevel => 'warning';
}
notify { ['n5', 'n6']: message => "${facts[hostname]} says hi", tag => ['gamma', 'db'] }
user { 'user4': loglevel => 'warning', ensure => 'present', subscribe => Notify['n6'] }
$v13 = { 'k' => 'v' }
user { ['user5', 'user6', 'user7']: notify => Notify['n3'] }
notify { 'n7': tag => ['beta', 'alpha'], withpath => true }
notify { 'n8': withpath => true, require => User['user2'], noop => false }
