class c1 (
  Boolean $p1 = true,
) {
  
}
class c2 inherits c1 {
  user { 'c2-user1': loglevel => 'info', ensure => 'absent', tag => ['gamma', 'beta'] }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
Notify <|  |>
tag 'db'
tag 'gamma'
require c1
File <|  |> { require => Notify['ghost'] }
require c2
User['c2-user1'] -> User['c2-user1'] <- User['c2-user1']
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => 'data' }
Notify { tag => ['gamma', 'db'] }
