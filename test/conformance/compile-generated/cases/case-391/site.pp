define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'beta' }
  d1 { "${name}-in": }
}
service { 'svc1': loglevel => 'warning' }
user {
  default: groups => ['adm', 'sudo'];
  'user1': uid => 30;
}
[User['user1']] <~ User['user1'] <~ [Service['svc1']]
Notify { loglevel => 'warning' }
Service['svc1'] <~ User['user1'] <- User['user1']
Notify { subscribe => Service['svc1'] }
Notify <|  |>
User['user1'] -> Service <|  |> -> Service['svc1']
user { 'user2': subscribe => [Service['svc1']], notify => Service['svc1'] }
package { 'pkg1': require => [Service['svc1'], User['user1']], * => { 'before' => Service['svc1'] } }
tag 'beta'
@d1 { 'd1-n1': level => 7, extra => 'v2' }
D1 <|  |>
notify { 'dup': before => File['/nowhere'] }
