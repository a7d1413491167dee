tag 'web'
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { tag => 'web' }
service { ['svc1', 'svc2']: hasrestart => true }
Notify { message => "${module_name} says hi" }
Service['svc1'] <- Service['svc2'] -> Service['svc1']
tag 'beta'
Service['svc2'] -> Service['svc2']
notify { 'n1': message => undef }
@@notify { 'n2': require => [Notify['n1']], * => {  } }
notify { 'n3': noop => true }
[Notify['n1']] -> File <| (ensure == 'present' or tag != 'alpha') and title == 'svc1' |>
Notify <| message == 'x y' |>
Notify { noop => false }
Notify <| tag != 'beta' |>
tag 'alpha'
@exec { 'run1': refreshonly => true, require => Notify['n3'], notify => Notify['n3'] }
notify {
  default: before => Service['svc2'], message => 'x y';
  'n4': tag => ['web', 'db'];
  'n5': withpath => false;
  'n6': subscribe => Service['svc2'];
}
Service { loglevel => 'warning', enable => false }
file {
  default: notify => Service['svc2'];
  '/tmp/f1': notify => Notify['n4'];
  '/tmp/f2': tag => ['alpha', 'web'], notify => [Notify['n4'], Service['svc1']];
}
notify {
  default: loglevel => 'warning';
  'n7': message => "${module_name} says hi";
  'n8': notify => File['/tmp/f2'], tag => ['beta', 'beta'];
  'n9': tag => ['web', 'beta'];
}
