class c1 {
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  file {
    default: ensure => 'present';
    '/tmp/c1-f1': owner => 'www-data';
    '/tmp/c1-f2': loglevel => 'warning', ensure => 'directory';
  }
  notify { 'c1-n1': message => '', tag => 'alpha' }
}
class c2 (
  Integer $p1 = 80,
) {
  include c1
  file { ['/tmp/c2-f1', '/tmp/c2-f2']: tag => 'web', owner => 'root' }
  Notify { loglevel => 'warning', tag => 'gamma' }
}

