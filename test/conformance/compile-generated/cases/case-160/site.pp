define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
Notify <| ensure == 'running' |>
package { 'pkg1': loglevel => 'warning', ensure => 'latest', noop => true }
Exec <| title == 'pkg1' or message == 'hello' |> { tag +> 'web' }
$v9 = [1, 2]
file { '/tmp/f1': tag => 'alpha' }
File['/tmp/f1'] { noop => false }
d1 { ['d1-n1', 'd1-n2']: }
user { 'user1': groups => 'users', uid => 30, ensure => 'absent' }
notify { ['n1', 'n2']: withpath => true }
tag 'alpha'
d1 { 'd1-n3': }
d2 { 'd2-n1': }
Exec { loglevel => 'warning' }
user { ['user2', 'user3']: tag => 'web', ensure => 'absent' }
@@notify { 'n3': message => "${trusted[certname]} says hi", * => { 'tag' => 'db' } }
Notify['n1'] { tag +> ['alpha', 'beta'] }
notify { 'n4': before => [Notify['d1-n1-d11']], tag => ['db', 'gamma'] }
file { '/tmp/f2': ensure => 'present', mode => '0600' }
