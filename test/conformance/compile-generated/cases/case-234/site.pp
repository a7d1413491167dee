define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
class c1 {
  user {
    default: ensure => 'absent';
    'c1-user1': uid => '300', tag => ['alpha', 'beta'];
    'c1-user2': tag => 'beta';
  }
  notify { ['c1-n1', 'c1-n2']: message => 'world', tag => ['gamma', 'gamma'] }
}
class c2 (
  Integer $p1 = 80,
) {
  notify { 'c2-n1': message => "${p1} says hi", loglevel => 'warning' }
  require c1
}
$v9 = [1, 2]
Package <| tag != 'beta' |> { noop => false }
@package { 'pkg1': loglevel => 'info' }
@user {
  default: managehome => false, tag => 'web';
  'user1': loglevel => 'warning';
  'user2': tag => 'gamma';
}
package { 'pkg2': tag => 'web', ensure => 'installed' }
service { 'svc1': enable => false, noop => false }
$v15 = 'val'
Service['svc1'] -> Service <|  |>
Notify { noop => false }
notify { 'n1': withpath => false }
d1 { 'd1-n1': extra => 'v2' }
@exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
contain c2
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| title == 'c1-n1' and title == 'c2-n1' |> { message => 'x y' }
notify { 'n2': subscribe => User['c1-user1'] }
Notify['c2-n1'] <~ [Notify['n1']] -> [Notify['c2-n1'], Notify['d1-n1-d11']]
Notify['n1'] { require +> Notify['c1-n2'] }
Exec <| title == 'd1-n1-d12' and tag == 'web' |> { require => Notify['c1-n1'] }
Notify['n2'] { tag => ['gamma', 'db'] }
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
