define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 1,
) {
  tag 'gamma'
  Notify { withpath => true }
  User { ensure => 'absent' }
  package {
    default: ensure => 'latest';
    'c1-pkg1': tag => 'db', ensure => '1.2.3';
    'c1-pkg2': noop => true;
    'c1-pkg3': loglevel => 'info';
  }
}
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
file { '/tmp/f1': owner => 'root' }
