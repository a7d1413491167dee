define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 8080,
  Variant[Integer, String] $p3 = 'one',
) {
  service { 'c1-svc1': enable => true }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
exec {
  default: command => 'touch /tmp/x';
  'run1': command => '/bin/true', timeout => 30, loglevel => 'info';
  'run2': noop => true;
  'run3': loglevel => 'info', timeout => 30;
}
notify { 'n1': notify => Exec['run3'] }
exec { 'run4': command => 'touch /tmp/x', * => { 'noop' => false } }
@@notify { 'n2': before => Exec['run1'], message => "${facts[hostname]} says hi" }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
