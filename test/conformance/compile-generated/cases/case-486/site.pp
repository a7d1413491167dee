define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
class c1 {
  notify { 'c1-n1': noop => false }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: extra => 'v1' }
  tag 'db'
}
class c2 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  Notify['c1-d1-n2-d11'] { tag => ['gamma', 'alpha'] }
  exec { 'c2-run1': refreshonly => false }
}
notify { 'n1': tag => 'alpha' }
notify { 'n2': withpath => false, * => { 'subscribe' => Notify['n1'] } }
exec { ['run1', 'run2']: command => 'touch /tmp/x', tag => ['web', 'alpha'] }
Notify { noop => true }
class { 'c2': p1 => 's', p2 => 'one' }
Package <| ensure == 'present' or ensure == 'directory' |> { require => Notify['c1-n1'] }
file { '/tmp/f1': tag => 'alpha', * => { 'before' => Notify['c1-d1-n2-d12'] } }
service {
  default: tag => ['alpha', 'alpha'];
  'svc1': before => Exec['run1'], loglevel => 'info';
}
Notify <| tag != 'web' |> <~ Notify['n1']
tag 'db'
notify { 'n3': withpath => false, * => {  } }
d1 { 'd1-n1': level => 'v1', extra => 7 }
Notify['d1-n1-d11'] -> Notify['n3'] <~ Service <|  |>
tag 'gamma'
Notify['d1-n1-d11'] -> Exec['run1'] <- [Exec['run1'], Notify['n1'], Notify['c1-d1-n2-d11']]
Exec['run2'] { require => Notify['d1-n1-d11'] }
@@service { 'svc2': noop => false, loglevel => 'warning' }
File <| tag == 'gamma' and message == 'x y' |>
File['/tmp/f1'] { noop => true }
@user { ['user1', 'user2', 'user3']: loglevel => 'info' }
