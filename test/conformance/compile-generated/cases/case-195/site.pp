define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
}
class c1 {
  user { 'c1-user1': uid => 1001, tag => ['db', 'alpha'], loglevel => 'info' }
  notify { 'c1-n1': withpath => true, * => {  } }
}
user { 'user1': noop => true, groups => 'users', tag => 'alpha' }
User { tag => 'web', groups => 'users' }
@file { '/tmp/f1': noop => true, owner => 'root' }
File <| message == 'world' |>
File <| title == 'user1' and tag == 'web' |> { tag +> ['db', 'web'] }
package {
  default: ensure => '1.2.3', require => User['user1'];
  'pkg1': notify => User['user1'];
  'pkg2': subscribe => User['user1'];
}
realize(File['/nowhere'])
