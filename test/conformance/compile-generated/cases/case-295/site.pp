define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
service { 'svc1': tag => ['web', 'gamma'] }
Service['svc1'] { require +> Service['svc1'] }
file { '/tmp/f1': content => 'data', * => {  } }
service { 'svc2': noop => true, loglevel => 'warning' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': tag => 'alpha', require => Service['svc1'] }
User['user1'] ~> Service['svc1'] -> Notify <|  |>
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
@notify { ['n1', 'n2']: message => 'multi
line' }
package { ['pkg1', 'pkg2', 'pkg3']: tag => 'db', notify => Notify['d1-n2-d11'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: ensure => 'directory' }
realize(Notify['n1'])
Package['pkg3'] <- [File['/tmp/f3'], Notify['n1'], Notify['d1-n1-d11']] -> Notify <| tag != 'gamma' |>
Notify <| title == 'pkg3' |> { tag +> 'alpha' }
package { 'pkg4': require => Notify['d1-n2-d11'], * => { 'loglevel' => 'info' } }
$v19 = { 'k' => 'v' }
Service { loglevel => 'info' }
