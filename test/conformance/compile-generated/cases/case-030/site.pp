define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
class c1 {
  package { 'c1-pkg1': noop => false, * => {  } }
}
class c2 (
  Integer $p1 = 1,
) {
  user {
    default: noop => false;
    'c2-user1': shell => '/bin/sh', ensure => 'present';
    'c2-user2': groups => 'users', ensure => 'absent';
    'c2-user3': loglevel => 'info', shell => '/bin/bash';
  }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
Notify['ghost'] { message => 'x' }
