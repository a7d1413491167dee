class c1 (
  Integer $p1 = 8080,
  Boolean $p2 = false,
  Optional[String] $p3 = undef,
) {
  @notify { 'c1-n1': message => "${p1} says hi", withpath => true }
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: noop => true }
}
user { ['user1', 'user2']: tag => ['alpha', 'beta'], uid => 1001 }
include c1
notify {
  default: tag => 'db', message => ['a', 'b'];
  'n1': tag => ['db', 'beta'], withpath => false;
  'n2': tag => 'beta', noop => false;
}
notify { 'n3': before => Notify['n2'], subscribe => File['/tmp/c1-f2'] }
notify { 'n4': noop => true, notify => User['user1'] }
exec { ['run1', 'run2', 'run3']: command => '/bin/true', refreshonly => true }
notify { 'n5': message => 3.5, noop => false }
@@notify { 'n6': before => [File['/tmp/c1-f1']], message => '' }
file { '/tmp/f1': subscribe => Notify['n2'], noop => true }
notify { 'n7': message => 'x y' }
notify { 'n8': tag => ['beta', 'alpha'] }
$v14 = 'val'
contain c1
notify { 'n9': message => 'world' }
Notify['n9'] ~> Exec['run3'] <- Notify <| tag != 'beta' |>
Notify { tag => 'web' }
file {
  default: require => File['/tmp/c1-f2'];
  '/tmp/f2': content => "line\n";
}
package { 'pkg1': before => Exec['run1'] }
User['user1'] <- Exec['run2']
require c1
package { 'pkg2': noop => false }
