define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
notify { ['n1', 'n2', 'n3']: noop => false, withpath => true }
Notify { message => 'world' }
@file { '/tmp/f1': noop => false, mode => '0755' }
Notify['n3'] { require +> Notify['n1'] }
Service { hasrestart => false, notify => Notify['n2'] }
