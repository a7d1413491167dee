class c1 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
  Variant[Integer, String] $p3 = 'one',
) {
  package {
    default: loglevel => 'info', noop => false;
    'c1-pkg1': loglevel => 'info', ensure => '1.2.3';
    'c1-pkg2': noop => true;
    'c1-pkg3': noop => false, tag => 'db';
  }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run1': tag => ['db', 'alpha'], * => { 'command' => 'touch /tmp/x' } }
  file {
    default: mode => '0644';
    '/tmp/c1-f1': content => 'data';
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'a',
  String $p3 = 's',
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => "${p3} says hi", tag => ['gamma', 'gamma'] }
  user { 'c2-user1': tag => ['web', 'beta'], shell => '/bin/sh' }
  Notify <|  |>
}
notify { ['n1', 'n2']: noop => false }
Notify['n2'] { before +> Notify['n2'] }
notify { 'n3': message => 42, loglevel => 'info' }
@package { 'pkg1': before => Notify['n3'], tag => ['db', 'gamma'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@notify { 'n4': noop => false }
