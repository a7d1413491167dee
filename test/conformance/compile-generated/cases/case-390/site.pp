class c1 {
  service {
    default: noop => false;
    'c1-svc1': tag => 'web';
    'c1-svc2': enable => true, tag => ['alpha', 'gamma'];
    'c1-svc3': ensure => 'running';
  }
}
$v2 = 'val'
notify { ['n1', 'n2']: noop => true, loglevel => 'info' }
Notify['n2'] -> Notify['n2']
notify { 'n3': message => undef }
@@notify { 'n4': require => [Notify['n3']], * => {  } }
notify { 'n5': noop => true }
[Notify['n3']] -> File <| (ensure == 'present' or tag != 'alpha') and title == 'n1' |>
Notify <| message == 'x y' |>
Notify { message => "${module_name} says hi", noop => false }
Notify <| tag != 'beta' |>
tag 'alpha'
@exec { 'run1': refreshonly => true, require => Notify['n5'], notify => Notify['n5'] }
notify {
  default: before => Notify['n2'], message => 'x y';
  'n6': tag => ['web', 'db'];
  'n7': withpath => false;
  'n8': subscribe => Notify['n2'];
}
Service { loglevel => 'warning', enable => false }
file {
  default: notify => Notify['n2'];
  '/tmp/f1': notify => Notify['n6'];
  '/tmp/f2': tag => ['alpha', 'web'], notify => [Notify['n6'], Notify['n1']];
}
notify {
  default: loglevel => 'warning';
  'n9': message => "${module_name} says hi";
  'n10': notify => File['/tmp/f2'], tag => ['beta', 'beta'];
  'n11': tag => ['web', 'beta'];
}
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
contain c1
notify { 'n12': subscribe => Notify['n3'] }
notify { 'n13': notify => Class['c1'], withpath => false, require => [Notify['n3']] }
Service { subscribe => File['/tmp/f1'] }
exec { 'run2': command => '/bin/true', loglevel => 'warning', timeout => 1001 }
