class c1 {
  tag 'gamma'
  package { 'c1-pkg1': tag => 'beta', ensure => 'installed' }
  package { 'c1-pkg2': tag => 'alpha', loglevel => 'info' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
notify { ['n1', 'n2', 'n3']: tag => ['db', 'alpha'] }
notify { 'n4': tag => ['web', 'gamma'], before => [Notify['n3'], Notify['n2']] }
package {
  default: loglevel => 'info', subscribe => Notify['n3'];
  'pkg1': loglevel => 'warning', subscribe => Notify['n3'];
}
exec { 'run1': noop => false }
