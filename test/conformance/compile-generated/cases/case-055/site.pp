define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
}
user {
  default: tag => 'db';
  'user1': managehome => true;
  'user2': managehome => true, tag => 'alpha';
}
@@notify { 'n1': message => '', before => User['user1'], require => [User['user2']] }
Package <<| message == 'world' |>> { require => User['user1'] }
realize(Notify['ghost'])
