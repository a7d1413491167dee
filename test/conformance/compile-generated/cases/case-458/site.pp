class c1 (
  String $p1 = 'abc',
) {
  notify { ['c1-n1', 'c1-n2']: tag => ['gamma', 'alpha'] }
  tag 'beta'
}
class c2 (
  String $p1 = 'x y',
) inherits c1 {
  notify { 'c2-n1': tag => 'alpha', message => "tab\there" }
  User { managehome => true, tag => 'beta' }
  Package { tag => 'beta' }
  notify { 'c2-n2': withpath => false, tag => 'beta' }
}
tag 'gamma'
notify { 'n1': withpath => false }
require c1
package {
  default: ensure => 'absent', notify => Notify['c1-n1'];
  'pkg1': tag => 'db', subscribe => Notify['c1-n2'];
  'pkg2': tag => 'db', noop => false;
}
