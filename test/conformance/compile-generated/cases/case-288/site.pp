define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level, tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra }
}
class c1 {
  tag 'gamma'
  tag 'web'
  package { 'c1-pkg1': loglevel => 'info', tag => 'beta' }
  notify { ['c1-n1', 'c1-n2']: tag => 'beta' }
}
Service <| tag != 'beta' and tag == 'db' |> <~ Notify <| (tag == 'gamma' or tag == 'alpha') and ensure == 'running' |>
user { 'user1': ensure => 'present', loglevel => 'warning' }
Notify { loglevel => 'warning' }
file { '/tmp/f1': loglevel => 'info', notify => User['user1'] }
Package { require => User['user1'], loglevel => 'info' }
notify { 'n1': subscribe => File['/tmp/f1'] }
notify { 'n2': subscribe => Notify['n1'], * => {  } }
Notify { tag => 'gamma', notify => File['/tmp/f1'] }
