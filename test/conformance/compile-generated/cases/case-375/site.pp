define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
class c1 (
  Boolean $p1 = true,
  Integer $p2 = 1,
  Variant[Integer, String] $p3 = 1,
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: enable => false }
  notify { 'c1-n1': loglevel => 'warning', tag => ['web', 'alpha'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) {
  notify { 'c2-n1': loglevel => 'info' }
  d1 { 'c2-d1-n1': }
  require c1
  service { 'c2-svc1': loglevel => 'warning' }
}
class c3 inherits c2 {
  exec { ['c3-run1', 'c3-run2', 'c3-run3']: command => '/usr/bin/env echo hi', tag => 'web' }
}

