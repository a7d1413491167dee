class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => true, tag => 'alpha' }
  file {
    default: noop => true, owner => 'root';
    '/tmp/c1-f1': tag => 'beta', owner => 'root';
    '/tmp/c1-f2': mode => '0644', tag => ['web', 'alpha'];
  }
  notify { 'c1-n4': tag => ['db', 'beta'] }
  package {
    default: tag => 'db';
    'c1-pkg1': noop => true;
  }
}
file { '/tmp/f1': loglevel => 'info', ensure => 'directory' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': require => File['/tmp/f1'], ensure => 'present' }
