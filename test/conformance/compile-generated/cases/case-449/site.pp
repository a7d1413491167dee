define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level }
  Notify { noop => true }
  d1 { "${name}-in": }
}
notify { 'n1': message => "${facts[hostname]} says hi", loglevel => 'info' }
d2 { 'd2-n1': level => 7 }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file {
  default: tag => ['beta', 'beta'];
  '/tmp/f1': tag => 'alpha', content => "line\n";
}
service {
  default: noop => false, notify => File['/tmp/f1'];
  'svc1': before => Notify['d2-n1-in-d12'];
  'svc2': require => [Notify['n1']];
  'svc3': require => Notify['d2-n1-d21'], loglevel => 'warning';
}
notify { 'n2': message => 'x y', before => Notify['d2-n1-in-d12'], notify => File['/tmp/f1'] }
Service <| tag != 'beta' or title == 'n2' |>
Notify { notify => [Service['svc3'], Notify['d2-n1-in-d12']] }
d2 { 'd2-n2': level => 7 }
user { 'user1': subscribe => Service['svc2'] }
user { 'user2': noop => false }
Notify { withpath => true }
package { 'pkg1': subscribe => Notify['d2-n2-d21'] }
Service <| message == 'x y' |> ~> Package['pkg1']
$v23 = [1, 2]
d1 { 'd1-n1': extra => 7 }
notify { 'n3': loglevel => 'warning' }
tag 'web'
