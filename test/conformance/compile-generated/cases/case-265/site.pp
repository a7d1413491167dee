define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'info' }
  exec { 'c1-run1': command => 'touch /tmp/x', loglevel => 'warning', timeout => '300', noop => true }
  user { ['c1-user1', 'c1-user2', 'c1-user3']: ensure => 'present', tag => 'beta' }
}

