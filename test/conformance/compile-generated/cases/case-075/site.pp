define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
  Variant[Integer, String] $p3 = 'one',
) {
  Package <| tag != 'alpha' |> { tag +> 'gamma' }
  user { 'c1-user1': groups => 'users', noop => false, ensure => 'absent' }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: msg => 'v1' }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', require => Notify['c1-d1-n1-d12'] }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) inherits c1 {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  Integer $p1 = 1,
  Integer $p2 = 8080,
) inherits c1 {
  Notify['c1-d1-n1-d11'] { tag => ['web', 'db'] }
  package {
    default: tag => ['beta', 'web'], loglevel => 'info';
    'c3-pkg1': noop => true, tag => 'db';
    'c3-pkg2': ensure => 'absent', noop => true;
  }
  include c2
  notify { 'c3-n1': tag => ['beta', 'alpha'] }
}
stage { 'pre': before => Stage['main'] }

