class c1 (
  Array[String] $p1 = [],
) {
  file {
    default: loglevel => 'warning', ensure => 'absent';
    '/tmp/c1-f1': ensure => 'present';
    '/tmp/c1-f2': content => "line\n";
  }
}
notify { 'n1': tag => 'web' }
Notify { message => "${module_name} says hi", before => Notify['n1'] }
package { 'pkg1': before => Notify['n1'] }
Package['pkg1'] ~> Notify['n1']
contain c1
package { ['pkg2', 'pkg3']: tag => ['beta', 'web'] }
require c1
@@user { 'user1': tag => 'web' }
contain c1
