define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': tag => 'web', * => { 'message' => "${trusted[certname]} says hi" } }
Service { subscribe => Notify['n1'], ensure => 'running' }
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| tag == 'db' |>
@notify { 'n2': tag => ['beta', 'db'] }
user { 'user1': uid => '300', * => { 'ensure' => 'present' } }
notify { 'n3': before => User['user1'], noop => true }
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
notify { 'n4': before => Notify['d1-n2-d11'], require => Notify['d1-n2-d12'], subscribe => Notify['d1-n1-d11'] }
user { 'user2': noop => true, tag => 'db' }
notify { 'n5': notify => Notify['d1-n1-d12'], message => 'x y', noop => true }
file { '/tmp/f1': ensure => 'directory', owner => 'www-data' }
if defined(Class[main]) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { '/tmp/f2': loglevel => 'info' }
[Notify['d1-n1-d12']] -> Notify['d1-n1-d12'] <- File['/tmp/f2']
notify { ['n6', 'n7', 'n8']: message => "${facts[hostname]} says hi" }
file { '/tmp/f3': notify => Notify['n1'], mode => '0600' }
if defined('$x') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
File['/tmp/f1'] { before => File['/tmp/f3'] }
notify { 'n9': message => '', notify => Notify['d1-n2-d12'] }
if defined(Class[main]) {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
Exec { tag => 'db' }
notify { 'n10': notify => File['/tmp/f2'] }
if defined(Class[main]) {
  notify { 'if-n6': }
} else {
  notify { 'else-n6': message => 'not' }
}
@package { 'pkg1': before => User['user1'], noop => false }
