define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
service { ['svc1', 'svc2']: tag => ['gamma', 'gamma'] }
user { 'user1': uid => 1001, noop => false, notify => Service['svc1'] }
tag 'alpha'
Notify <| tag == 'beta' |> ~> [User['user1'], Service['svc1']] -> Service['svc2']
Package { tag => 'alpha', noop => true }
user {
  default: subscribe => Service['svc2'];
  'user2': ensure => 'present', notify => [Service['svc1'], Service['svc2']];
}
