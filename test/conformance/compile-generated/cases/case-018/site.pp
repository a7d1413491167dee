define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = false,
) {
  d1 { 'c1-d1-n1': }
}
class c2 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 1,
) {
  @exec {
    default: command => '/usr/bin/env echo hi', timeout => '300', refreshonly => true;
    'c2-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], timeout => 1001;
    'c2-run2': command => '/usr/bin/env echo hi', timeout => '300', refreshonly => false;
    'c2-run3': tag => ['beta', 'web'];
  }
  notify { 'c2-n1': message => "${p2} says hi" }
  service { 'c2-svc1': loglevel => 'warning' }
}
include c1
contain c2
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
