@notify {
  default: loglevel => 'warning';
  'n1': withpath => false, loglevel => 'warning';
  'n2': noop => false, message => 'multi
line';
  'n3': noop => false;
}
Exec { tag => ['gamma', 'alpha'] }
$v2 = [1, 2]
notify { 'n4': noop => false, loglevel => 'info', withpath => false }
user { 'user1': loglevel => 'info', notify => Notify['n4'], tag => 'web' }
User['user1'] ~> User['user1']
notify {
  default: notify => [User['user1']];
  'n5': loglevel => 'warning';
  'n6': message => "${module_name} says hi";
}
notify { ['n7', 'n8', 'n9']: noop => false, subscribe => Notify['n4'] }
@@notify { ['n10', 'n11', 'n12']: require => [Notify['n5'], Notify['n6']], message => 'hello' }
file { '/tmp/f1': ensure => 'present', * => { 'before' => Notify['n7'] } }
Notify <| tag != 'db' and message == 'world' |> -> User['user1'] <~ Service <| tag != 'db' |>
user { 'user2': notify => [Notify['n8'], Notify['n4']], subscribe => Notify['n4'] }
