class c1 {
  @exec { 'c1-run1': command => '/bin/true', tag => ['gamma', 'web'] }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Integer $p1 = 8080,
) {
  require c1
  @user { 'c2-user1': tag => ['db', 'db'], noop => true }
  service { 'c2-svc1': ensure => 'stopped' }
  tag 'db'
}
tag 'web'
tag 'alpha'
service { ['svc1', 'svc2']: tag => ['gamma', 'beta'], enable => true }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'], require => Service['svc1'] }
file { '/tmp/f1': subscribe => Exec['run1'], content => 'data', tag => 'db' }
Service['svc1'] { noop => true }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc2'] -> Service['nosvc']
