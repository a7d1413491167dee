define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
}
tag 'alpha'
$v3 = [1, 2]
Notify <| ensure == 'running' and message == 'world' |> <~ File <| tag != 'alpha' |>
package { 'pkg1': loglevel => 'warning', tag => 'gamma' }
notify { 'n1': tag => 'beta' }
$v7 = { 'k' => 'v' }
exec { 'run1': tag => 'gamma', before => [Notify['n1']] }
notify { 'n2': loglevel => 'warning', message => 3.5 }
tag 'beta'
Notify['n1'] -> [Exec['run1']] ~> Package['pkg1']
notify { 'n3': noop => false, * => {  } }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'warning' }
$v14 = { 'k' => 'v' }
Package['pkg1'] <- Notify['n1']
user { 'user1': require => Notify['n3'] }
d1 { 'd1-n1': msg => 7 }
File { subscribe => Notify['d1-n1-d11'] }
Service { enable => false, noop => false }
@d1 { 'd1-n2': msg => 'v1' }
Service <| tag == 'gamma' |> ~> Service['svc1'] -> Service['svc1']
Package { ensure => 'latest' }
d1 { ['d1-n3', 'd1-n4']: msg => 'v2' }
Service { require => Service['svc3'], tag => ['beta', 'alpha'] }
service {
  default: tag => 'beta';
  'svc4': before => Exec['run1'];
  'svc5': require => Notify['n1'];
  'svc6': hasrestart => true;
}
@@file { ['/tmp/f1', '/tmp/f2']: ensure => 'present' }
D1 <| ensure == 'running' or tag != 'beta' |> { noop => false }
package { 'pkg2': subscribe => Notify['n1'], * => { 'loglevel' => 'warning' } }
notify { 'n4': message => 'multi
line', tag => 'web', before => Exec['run1'] }
user {
  default: groups => ['adm', 'sudo'];
  'user2': groups => [];
  'user3': before => Service['svc3'], noop => true;
  'user4': tag => ['db', 'beta'];
}
realize(D1['d1-n2'])
