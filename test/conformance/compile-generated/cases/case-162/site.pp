define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}" }
  notify { "${title}-d21": message => "${name}: ${level}" }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  notify {
    default: message => 3.5;
    'c1-n1': withpath => true, message => '';
    'c1-n2': tag => ['beta', 'beta'], message => 'hello';
    'c1-n3': tag => 'gamma';
  }
  tag 'gamma'
}

