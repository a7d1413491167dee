define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
Package { tag => 'alpha' }
service {
  default: tag => 'web', loglevel => 'warning';
  'svc1': loglevel => 'warning', enable => true;
  'svc2': noop => true, enable => false;
}
notify { ['n1', 'n2', 'n3']: message => "tab\there", notify => Service['svc1'] }
User { tag => 'db', before => [Service['svc2'], Service['svc1']] }
Exec <| ensure == 'directory' |>
Service['svc1'] { require +> Service['svc2'] }
$v8 = { 'k' => 'v' }
user {
  default: require => Notify['n1'], shell => '/bin/sh';
  'user1': tag => 'gamma';
}
@d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
user { 'user2': shell => '/bin/sh', tag => 'db' }
Notify['n2'] ~> Service['svc1'] ~> Service <| message == 42 |>
Notify { tag => ['beta', 'web'] }
@notify { 'n4': notify => Notify['n2'] }
Notify['n2'] -> [Notify['n1'], User['user2'], Notify['n3']]
Notify <| title == 'n2' |> { tag => ['db', 'alpha'] }
