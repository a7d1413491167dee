define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  Notify { noop => true }
}
notify { 'n1': tag => 'beta' }
Package { tag => 'beta' }
d1 { ['d1-n1', 'd1-n2']: }
Notify <| title == 'n1' |>
file { '/tmp/f1': subscribe => Notify['d1-n1-d11'], * => { 'notify' => Notify['d1-n1-d11'] } }
[Notify['d1-n2-d11']] -> Notify['d1-n1-d11'] ~> File['/tmp/f1']
$v9 = 'val'
Exec <| tag != 'alpha' |> { require +> Notify['d1-n2-d11'] }
Notify { message => true, tag => 'alpha' }
Notify { withpath => false, subscribe => Notify['d1-n2-d11'] }
User { before => Notify['d1-n2-d11'] }
$v14 = [1, 2]
exec { ['run1', 'run2']: command => 'touch /tmp/x', subscribe => Notify['d1-n1-d11'], loglevel => 'warning' }
File <| title == 'd1-n2-d11' and message == 'x y' |> { require +> Notify['d1-n2-d11'] }
@@service {
  default: hasrestart => false;
  'svc1': subscribe => [Notify['n1'], File['/tmp/f1']];
  'svc2': loglevel => 'warning', before => Notify['d1-n2-d11'];
  'svc3': hasrestart => false, tag => 'alpha';
}
@service { 'svc4': before => Notify['n1'] }
notify { 'n2': subscribe => File['/tmp/f1'] }
Service { require => Notify['d1-n1-d11'] }
notify { ['n3', 'n4', 'n5']: noop => true, notify => Notify['d1-n1-d11'] }
