define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  tag 'alpha'
  tag 'alpha'
  notify {
    default: tag => 'beta';
    'c1-n1': withpath => false;
  }
  tag 'db'
}
file { '/tmp/f1': tag => ['gamma', 'gamma'], * => { 'mode' => '0755' } }
file { '/tmp/f2': mode => '0644' }
File['/tmp/f2'] ~> File['/tmp/f1'] <- [File['/tmp/f2']]
d1 { 'd1-n1': level => 7 }
notify { 'n1': noop => false, subscribe => Notify['d1-n1-d12'] }
Notify <| tag == 'web' or message == 'hello' |> { message => '' }
Service <| message == 'x y' |> ~> File['/tmp/f2']
notify { ['n2', 'n3']: tag => ['web', 'beta'] }
service { 'svc1': subscribe => File['/tmp/f1'], tag => 'web' }
notify { 'n4': tag => ['web', 'gamma'], message => true, subscribe => Notify['d1-n1-d12'] }
d1 { 'd1-n2': level => 'v2' }
contain c1
File <|  |> { tag +> 'gamma' }
Notify { message => '', require => Notify['c1-n1'] }
notify { 'n5': before => Notify['d1-n1-d12'], * => {  } }
d1 { 'd1-n3': level => 'v2' }
require c1
tag 'gamma'
service { ['svc2', 'svc3', 'svc4']: hasrestart => true }
notify { 'n6': tag => 'alpha', subscribe => Notify['d1-n3-d12'], notify => Notify['c1-n1'] }
Notify <|  |>
File['/tmp/f2'] -> Notify['d1-n3-d11'] <- Notify['d1-n2-d12']
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
