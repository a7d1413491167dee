class c1 {
  tag 'db'
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service { 'c1-svc1': hasrestart => true, enable => true }
  if defined('notify') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
  String $p3 = 'abc',
) inherits c1 {
  Service['c1-svc1'] { noop +> ['web', 'beta'] }
  tag 'web'
  notify {
    default: tag => 'gamma';
    'c2-n1': message => true;
    'c2-n2': loglevel => 'info';
    'c2-n3': message => "${p2} says hi";
  }
}

