define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'web' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 's',
) {
  user { 'c1-user1': noop => true }
  tag 'gamma'
  user { ['c1-user2', 'c1-user3', 'c1-user4']: tag => ['beta', 'beta'] }
}
Exec <| tag == 'db' |> { tag +> 'gamma' }
package { 'pkg1': noop => true, * => {  } }
Package['pkg1'] -> Package['pkg1'] <- Package['pkg1']
@exec {
  default: notify => Package['pkg1'], loglevel => 'warning';
  'run1': subscribe => Package['pkg1'];
}
Package { before => Package['pkg1'], tag => ['web', 'db'] }
@user { 'user1': managehome => true }
Package['pkg1'] { require => Package['pkg1'] }
Package['pkg1'] -> Package['pkg1'] <- Service <| tag == 'beta' |>
tag 'db'
notify { 'n1': message => "${trusted[certname]} says hi" }
file { '/tmp/f1': tag => 'db', mode => '0644', notify => Notify['n1'] }
require c1
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service {
  default: subscribe => Class['c1'];
  'svc1': before => User['c1-user2'];
  'svc2': noop => false, notify => [User['c1-user1']];
}
tag 'beta'
include c1
d1 { ['d1-n1', 'd1-n2']: extra => 'v1' }
d1 { 'd1-n3': }
file {
  default: notify => User['c1-user3'];
  '/tmp/f2': owner => 'www-data';
  '/tmp/f3': mode => '0600';
}
@service { ['svc3', 'svc4', 'svc5']: before => Class['c1'] }
@d1 { ['d1-n4', 'd1-n5']: extra => 'v2' }
Notify['d1-n1-d11'] { message => 'again' }
