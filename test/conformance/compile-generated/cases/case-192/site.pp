class c1 {
  User { loglevel => 'warning', ensure => 'present' }
  Notify <| tag != 'alpha' |>
  notify { 'c1-n1': tag => ['db', 'alpha'], noop => false, message => "tab\there" }
}
tag 'db'
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => false, tag => 'alpha', timeout => 1001 }
Notify { loglevel => 'warning' }
tag 'web'
Exec['run1'] { before +> Exec['run1'] }
tag 'gamma'
Notify <| tag != 'beta' |>
notify {
  default: loglevel => 'info';
  'n1': noop => true;
  'n2': tag => ['db', 'gamma'], message => 3.5;
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c1': }
Service <|  |> -> Exec['run1']
$v16 = { 'k' => 'v' }
notify { 'n3': noop => false }
File { noop => false, ensure => 'directory' }
Package { ensure => 'absent', subscribe => [Notify['n3']] }
@notify { 'n4': loglevel => 'warning', * => { 'message' => "tab\there" } }
Notify <| tag != 'gamma' and ensure == 'directory' |> -> Notify <| title == 'n1' |> <- Notify['n1']
file { '/tmp/f1': mode => '0644', notify => Notify['c1-n1'] }
user { 'user1': tag => 'alpha', loglevel => 'info' }
notify { 'n5': tag => 'alpha', * => {  } }
tag 'gamma'
