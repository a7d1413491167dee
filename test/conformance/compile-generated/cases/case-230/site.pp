define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
Exec <| ensure == 'directory' |>
User <|  |>
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': noop => true, * => {  } }
package { 'pkg1': loglevel => 'warning', ensure => '1.2.3', tag => ['gamma', 'db'] }
user { 'user1': before => Package['pkg1'], require => Package['pkg1'] }
notify { 'n2': notify => Package['pkg1'], tag => 'beta' }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User['user1'] -> Notify['n2']
realize([Notify['n1']])
Exec { timeout => 1001, tag => ['gamma', 'web'] }
file { '/tmp/f1': owner => 'www-data', ensure => 'absent' }
Package['pkg1'] -> Package['pkg1']
$v18 = { 'k' => 'v' }
Notify { subscribe => User['user1'] }
if tagged('db') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
d1 { 'd1-n1': extra => 'v1' }
notify { 'n3': subscribe => File['/tmp/f1'] }
user { ['user2', 'user3']: ensure => 'present' }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: noop => false, subscribe => [Package['pkg1'], Notify['n3']] }
user { 'user4': loglevel => 'info', * => {  } }
[Notify['n1'], Notify['d1-n1-d12']] <- File['/tmp/f2'] ~> Service <| title == 'user2' |>
user { ['user5', 'user6', 'user7']: before => [User['user2'], File['/tmp/f2']] }
notify { 'n4': tag => ['db', 'gamma'], notify => User['user1'] }
tag 'alpha'
if defined(User['user2']) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
