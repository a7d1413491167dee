define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
service { 'svc1': tag => 'alpha', * => {  } }
exec {
  default: path => ['/bin', '/usr/bin'], noop => true;
  'run1': command => '/usr/bin/env echo hi', before => Service['svc1'], tag => 'db';
  'run2': path => ['/bin', '/usr/bin'], require => Service['svc1'];
}
notify { ['n1', 'n2']: tag => ['db', 'beta'] }
Service <| message == 'world' |>
Service <|  |>
