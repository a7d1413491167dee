class c1 {
  tag 'gamma'
  notify {
    default: tag => ['db', 'web'], message => 'world';
    'c1-n1': loglevel => 'warning';
    'c1-n2': noop => true;
    'c1-n3': tag => ['db', 'alpha'], message => "tab\there";
  }
  User { uid => 30, managehome => true }
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package {
  default: tag => ['alpha', 'beta'];
  'pkg1': tag => 'db', ensure => 'installed';
}
Package['pkg1'] <- File <|  |>
$v8 = 'val'
$v9 = 'val'
exec { 'run1': timeout => 1001, subscribe => Package['pkg1'], noop => false }
notify {
  default: noop => true, loglevel => 'warning';
  'n1': tag => ['gamma', 'beta'], notify => Exec['run1'];
  'n2': before => Exec['run1'], tag => ['web', 'gamma'];
}
Notify { require => Notify['n2'] }
notify { ['n3', 'n4', 'n5']: notify => Exec['run1'] }
Notify['n5'] { require +> Exec['run1'] }
Notify['n5'] { message => 3.5 }
User { tag => 'beta', notify => Package['pkg1'] }
contain c1
Notify['n5'] -> Notify['c1-n1']
if defined(Notify['n1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user { 'user1': before => Notify['c1-n3'], ensure => 'present' }
