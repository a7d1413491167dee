class c1 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = true,
  Variant[Integer, String] $p3 = 1,
) {
  exec {
    default: noop => true;
    'c1-run1': command => '/bin/true', loglevel => 'warning', noop => false;
  }
  user { 'c1-user1': tag => ['db', 'gamma'], groups => 'users' }
}
Notify { message => "${module_name} says hi" }
package { ['pkg1', 'pkg2', 'pkg3']: noop => false }
$v5 = 'val'
notify { 'n1': subscribe => [Package['pkg3']], * => { 'message' => 'multi
line' } }
Notify { before => [Notify['n1']] }
Notify { notify => Notify['n1'] }
Package['pkg2'] <~ Package['pkg2'] <- Package['pkg1']
@@user { 'user1': tag => ['web', 'gamma'], groups => 'users' }
