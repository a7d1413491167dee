class c1 {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'warning', message => ['a', 'b'] }
  notify { 'c1-n3': message => 'hello', withpath => true }
  @service {
    default: loglevel => 'warning', ensure => 'running';
    'c1-svc1': loglevel => 'warning';
  }
  notify {
    default: tag => 'db', message => 'x y';
    'c1-n4': withpath => false;
    'c1-n5': tag => ['gamma', 'db'], noop => false;
    'c1-n6': noop => false;
  }
}
$v5 = [1, 2]
notify { ['n1', 'n2']: message => '', loglevel => 'info' }
class { 'c1': }
package { 'pkg1': loglevel => 'warning', notify => [Notify['c1-n5'], Notify['c1-n3']] }
notify { ['n3', 'n4']: noop => true, before => Notify['c1-n3'] }
user {
  default: require => Notify['c1-n5'], tag => ['beta', 'web'];
  'user1': ensure => 'present';
}
realize(Service['c1-svc1'])
@notify { 'n5': tag => ['db', 'web'] }
Service <| ensure == 'present' |> { noop => false }
realize(Notify['n5'])
if defined(Notify['c1-n4']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg2': tag => 'alpha' }
@notify { 'n6': tag => 'alpha', require => [Notify['n4'], User['user1']] }
realize(Notify['n5'])
