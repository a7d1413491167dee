Exec { path => ['/bin', '/usr/bin'] }
notify { ['n1', 'n2']: noop => true, message => "${trusted[certname]} says hi" }
@notify { 'n3': tag => ['beta', 'beta'] }
Notify['n2'] { require +> Notify['n2'] }
User { tag => 'db' }
[Notify['n2'], Notify['n1']] -> Notify['n2'] <- Notify['n2']
user {
  default: groups => [];
  'user1': require => Notify['n1'], uid => 1001;
}
