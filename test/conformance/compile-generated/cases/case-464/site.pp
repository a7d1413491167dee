class c1 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
  String $p3 = 'abc',
) {
  @service {
    default: loglevel => 'warning', hasrestart => true;
    'c1-svc1': noop => true;
    'c1-svc2': loglevel => 'warning';
    'c1-svc3': enable => true;
  }
  package { 'c1-pkg1': tag => ['web', 'beta'], * => { 'ensure' => 'absent' } }
  notify { 'c1-n1': message => '', tag => 'gamma' }
}
class { 'c1': }
realize([Service['c1-svc3'], Service['c1-svc2']])
package { ['pkg1', 'pkg2', 'pkg3']: tag => ['alpha', 'alpha'] }
tag 'web'
Exec { refreshonly => false, timeout => '300' }
