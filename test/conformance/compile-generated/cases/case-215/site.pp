@package { 'pkg1': loglevel => 'info' }
@service { 'svc1': tag => 'gamma' }
@package { ['pkg2', 'pkg3', 'pkg4']: tag => ['beta', 'alpha'], ensure => '1.2.3' }
notify {
  default: noop => true;
  'n1': message => 'world';
}
Notify { notify => Notify['n1'], tag => 'db' }
User { tag => ['alpha', 'web'], noop => true }
realize([Package['pkg3']])
Service { require => Package['pkg3'] }
@service { 'svc2': require => Package['pkg3'], enable => false }
Notify { require => Notify['n1'] }
[Notify['n1']] <~ Package['pkg3'] -> Notify <| ensure == 'running' |>
$v11 = 'val'
Package['pkg3'] <~ Package['pkg3']
service { ['svc3', 'svc4', 'svc5']: noop => true }
Notify['n1'] { tag => 'gamma' }
realize([Package['pkg2']])
@notify {
  default: message => "${trusted[certname]} says hi";
  'n2': notify => Service['svc5'], subscribe => Notify['n1'];
  'n3': message => 'hello';
}
notify { 'n4': message => "tab\there", loglevel => 'warning' }
service { 'svc6': hasrestart => false }
exec { 'run1': command => '/bin/true', tag => ['beta', 'web'], subscribe => Service['svc4'], require => Service['svc5'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize([Package['pkg4']])
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info' }
Notify['n4'] -> Class['nosuch']
