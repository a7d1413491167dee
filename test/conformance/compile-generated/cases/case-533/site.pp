class c1 (
  Optional[String] $p1 = 'o',
) {
  Package <| tag == 'web' |>
  @notify {
    default: tag => ['web', 'web'], message => 'multi
  line';
    'c1-n1': tag => ['db', 'alpha'];
    'c1-n2': withpath => true;
  }
  Notify { noop => true }
}
class c2 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
  String $p3 = 's',
) inherits c1 {
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'db'
  if defined(Class['c1']) {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
  service { 'c2-svc1': loglevel => 'info', noop => false, tag => ['gamma', 'alpha'] }
}
class c3 (
  String $p1 = 'abc',
) inherits c1 {
  notify { 'c3-n1': tag => ['web', 'gamma'] }
  contain c2
}
notify { 'bad': bogus => 1 }
