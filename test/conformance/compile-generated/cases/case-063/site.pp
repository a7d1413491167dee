class c1 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 80,
) {
  user {
    default: managehome => true, loglevel => 'info';
    'c1-user1': uid => '300', tag => ['alpha', 'beta'];
    'c1-user2': noop => false;
  }
  tag 'web'
}
class c2 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
  String $p3 = 's',
) inherits c1 {
  User['c1-user2'] { noop => 'alpha' }
  Service <| (message == 'hello' or message == 42) and title == 'n1' |>
}
Package { ensure => 'installed', tag => 'gamma' }
require c2
notify { 'n1': noop => true, message => "${trusted[certname]} says hi" }
notify { ['n2', 'n3', 'n4']: subscribe => Notify['n1'], loglevel => 'warning' }
Notify['n3'] <~ User['c1-user1']
Package { loglevel => 'info' }
