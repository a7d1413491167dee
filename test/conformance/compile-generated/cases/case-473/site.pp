define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
file { '/tmp/f1': noop => false, * => {  } }
Service <| ensure == 'directory' and ensure == 'present' |>
user { ['user1', 'user2', 'user3']: notify => File['/tmp/f1'] }
package { 'pkg1': ensure => '1.2.3' }
User { require => User['user3'], shell => '/bin/sh' }
Notify { message => '', withpath => false }
d2 { 'd2-n1': }
file { ['/tmp/f2', '/tmp/f3']: loglevel => 'info' }
User['user3'] { tag => 'beta' }
User['user2'] { require +> File['/tmp/f2'] }
File <| tag == 'beta' |> { noop => true }
tag 'gamma'
Package['pkg1'] { before +> [User['user3'], User['user1']] }
@@service { ['svc1', 'svc2', 'svc3']: tag => 'alpha' }
Exec <<| ensure == 'directory' and message == 'hello' |>> { noop => false }
