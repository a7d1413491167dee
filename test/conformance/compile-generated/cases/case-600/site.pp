define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $title, tag => 'web' }
}
service { ['svc1', 'svc2', 'svc3']: enable => false, ensure => 'stopped' }
$v4 = 'val'
$v5 = 'val'
$v6 = [1, 2]
notify { ['n1', 'n2', 'n3']: message => "tab\there", before => Service['svc1'] }
file { '/tmp/f1': notify => Service['svc1'], * => { 'before' => Service['svc3'] } }
notify { 'n4': loglevel => 'warning', subscribe => [Notify['n2']] }
Exec { subscribe => Notify['n1'] }
Notify { message => 3.5, before => Service['svc3'] }
exec { 'run1': command => 'touch /tmp/x', timeout => 1001, noop => false }
service { ['svc4', 'svc5', 'svc6']: enable => false, noop => true }
notify {
  default: tag => ['db', 'beta'];
  'n5': message => ['a', 'b'];
}
d1 { 'd1-n1': msg => 7 }
Notify <| message == 'x y' and title == 'svc3' |> { tag => 'web' }
@notify { 'n6': message => 3.5 }
Package { require => Service['svc5'] }
Notify <|  |>
notify { 'n7': notify => [Notify['n3'], Service['svc5']], loglevel => 'info', message => undef }
exec { 'run2': command => '/bin/true', subscribe => Service['svc1'], timeout => 30 }
@@user { 'user1': groups => 'users' }
Service['svc3'] -> Notify <|  |> -> Service['svc1']
Notify['n2'] { require +> Notify['n5'] }
file { '/tmp/f2': require => Service['svc4'], before => Notify['n5'], tag => ['web', 'web'] }
notify { 'n8': loglevel => 'info', noop => false, message => '' }
@d1 { ['d1-n2', 'd1-n3']: msg => 7 }
service { 'svc7': hasrestart => false }
