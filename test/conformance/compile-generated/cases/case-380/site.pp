define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web' }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", tag => 'gamma' }
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 (
  Boolean $p1 = true,
) {
  exec { 'c1-run1': command => '/bin/true', refreshonly => false }
  @file { '/tmp/c1-f1': noop => true }
  file { '/tmp/c1-f2': tag => ['alpha', 'gamma'], * => {  } }
}
class c2 inherits c1 {
  File['/tmp/c1-f2'] { noop => ['gamma', 'alpha'] }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'stopped', noop => true }
  require c1
}

