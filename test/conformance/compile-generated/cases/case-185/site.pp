define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  tag 'web'
  package { 'c1-pkg1': loglevel => 'info', * => {  } }
  notify {
    default: noop => true;
    'c1-n1': message => ['a', 'b'];
    'c1-n2': withpath => true;
  }
}
file { '/tmp/f1': ensure => 'present', mode => '0644' }
Exec <| title == '/tmp/f1' or message == 'hello' |> { tag => 'alpha' }
notify { 'n1': message => 'x y', subscribe => File['/tmp/f1'] }
$v13 = [1, 2]
contain c1
$v15 = { 'k' => 'v' }
Package <|  |>
