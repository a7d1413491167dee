package {
  default: noop => false;
  'pkg1': tag => ['beta', 'db'];
}
notify { 'n1': message => 3.5, * => {  } }
Service { tag => ['gamma', 'db'], notify => Package['pkg1'] }
Notify { loglevel => 'warning' }
exec { ['run1', 'run2']: path => ['/bin', '/usr/bin'] }
Exec['run1'] { require +> [Package['pkg1']] }
notify { ['n2', 'n3', 'n4']: tag => ['db', 'beta'], withpath => true }
tag 'web'
$v8 = 'val'
[Notify['n2'], Notify['n4']] ~> Package['pkg1'] <~ Notify['n3']
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@file { '/tmp/f1': tag => 'gamma', * => { 'noop' => true } }
