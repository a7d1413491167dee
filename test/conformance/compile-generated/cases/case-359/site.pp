class c1 {
  notify {
    default: message => 42;
    'c1-n1': message => 'x y';
  }
}
class c2 (
  Integer $p1 = 8080,
) {
  notify {
    default: message => "${p1} says hi";
    'c2-n1': withpath => true;
    'c2-n2': tag => 'beta';
    'c2-n3': message => 'hello';
  }
  @package { 'c2-pkg1': tag => 'beta' }
}
Package { ensure => 'installed' }
$v6 = [1, 2]
notify { 'n1': message => 42, noop => false }
Service { ensure => 'stopped' }
File { owner => 'www-data', tag => 'alpha' }
package { ['pkg1', 'pkg2']: subscribe => Notify['n1'], tag => 'gamma' }
include c2
notify { 'n2': withpath => true, tag => 'beta', before => [Notify['c2-n3']] }
Notify['n2'] { require +> Class['c2'] }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n3', 'n4', 'n5']: message => 'x y' }
exec { ['run1', 'run2', 'run3']: path => ['/bin', '/usr/bin'], command => '/bin/true' }
