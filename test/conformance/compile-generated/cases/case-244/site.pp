class c1 {
  notify { ['c1-n1', 'c1-n2']: message => undef, tag => ['beta', 'gamma'] }
  notify { 'c1-n3': noop => false }
  notify {
    default: tag => ['beta', 'gamma'];
    'c1-n4': loglevel => 'warning';
  }
}
user { 'user1': managehome => false, ensure => 'absent', noop => false }
user { 'user2': managehome => false, * => {  } }
notify { 'n1': subscribe => User['user1'], noop => true, tag => ['gamma', 'beta'] }
exec { 'run1': command => 'touch /tmp/x', * => { 'path' => ['/bin', '/usr/bin'] } }
User { groups => 'users' }
Package { ensure => 'latest', noop => false }
Notify['n1'] { require => [User['user2']] }
Package <|  |>
notify {
  default: subscribe => Notify['n1'], noop => false;
  'n2': message => "${trusted[certname]} says hi", loglevel => 'warning';
  'n3': require => Notify['n1'], noop => true;
}
@notify {
  default: loglevel => 'warning';
  'n4': before => [User['user2']], tag => ['gamma', 'alpha'];
  'n5': before => Notify['n1'];
}
$v14 = [1, 2]
Notify['n1'] <~ Notify['n1']
service { 'svc1': subscribe => Exec['run1'], require => Notify['n2'] }
notify { 'n6': message => "${trusted[certname]} says hi", require => User['user2'] }
notify { 'n7': tag => ['web', 'beta'], message => 'multi
line' }
user { 'user3': uid => 30, * => {  } }
