define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  File { noop => true }
}
class c1 {
  notify { 'c1-n1': message => '', tag => ['db', 'db'] }
  @notify {
    default: tag => ['db', 'db'];
    'c1-n2': tag => 'web';
    'c1-n3': message => 3.5;
    'c1-n4': withpath => true, loglevel => 'info';
  }
  tag 'alpha'
  tag 'db'
}

