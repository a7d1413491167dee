define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
class c1 {
  Exec { refreshonly => true }
  Notify <| tag == 'web' |> { tag +> ['gamma', 'web'] }
}
Package { loglevel => 'warning', tag => ['web', 'alpha'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File <| message == 'world' |> -> Notify <| ensure == 'present' |>
exec { ['run1', 'run2']: command => 'touch /tmp/x', tag => 'web' }
file { ['/tmp/f1', '/tmp/f2']: owner => 'root', content => "line\n" }
exec { 'run3': command => '/bin/true', tag => ['web', 'alpha'], noop => false, path => ['/bin', '/usr/bin'] }
@notify { ['n1', 'n2', 'n3']: tag => ['web', 'web'] }
class { 'c1': }
$v16 = { 'k' => 'v' }
d1 { 'd1-n1': }
@notify { 'n4': withpath => true, tag => 'alpha' }
Service { notify => Exec['run2'] }
File { tag => 'alpha' }
file { ['/tmp/f3', '/tmp/f4']: tag => 'gamma' }
Notify <| ensure == 'present' |>
user { 'user1': noop => false }
notify {
  default: require => Exec['run3'], message => 42;
  'n5': require => File['/tmp/f2'];
  'n6': require => File['/tmp/f1'];
}
tag 'web'
@@file { '/tmp/f5': ensure => 'absent', mode => '0755', notify => Class['c1'] }
d1 { ['d1-n2', 'd1-n3']: }
User['user1'] <- [File['/tmp/f4'], Exec['run3']] <- File['/tmp/f2']
notify { ['n7', 'n8', 'n9']: before => Exec['run2'], noop => false }
tag 'web'
notify { 'n10': before => Notify['n7'], * => { 'withpath' => false } }
