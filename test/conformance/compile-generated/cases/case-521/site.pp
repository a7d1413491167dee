class c1 (
  String $p1 = 'x y',
  Integer $p2 = 8080,
  Integer $p3 = 80,
) {
  tag 'beta'
  service { 'c1-svc1': tag => 'alpha', enable => false }
  Notify { message => "tab\there", withpath => false }
  notify { 'c1-n1': withpath => false, noop => false, tag => 'gamma' }
}
notify { 'n1': noop => false }
Notify { message => true }
class { 'c1': p2 => 8080 }
tag 'gamma'
$v9 = [1, 2]
user {
  default: require => Notify['n1'];
  'user1': ensure => 'absent', subscribe => Notify['n1'];
  'user2': require => Notify['n1'], shell => '/bin/sh';
  'user3': tag => ['gamma', 'db'];
}
$v11 = { 'k' => 'v' }
tag 'web'
file {
  default: mode => '0644';
  '/tmp/f1': loglevel => 'info', content => "${facts[hostname]}";
}
exec { 'run1': command => '/bin/true', * => { 'require' => User['user1'], 'tag' => 'beta' } }
[Notify['c1-n1']] ~> Service['c1-svc1'] <~ [Notify['c1-n1']]
contain c1
file { '/tmp/f2': tag => 'db', content => "line\n" }
contain c1
user { 'user4': notify => File['/tmp/f2'] }
file { '/tmp/f3': require => User['user3'] }
User['user4'] { require +> [User['user3']] }
