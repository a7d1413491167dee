define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'web' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  tag 'db'
  tag 'gamma'
  file { '/tmp/c1-f1': owner => 'www-data', noop => true, content => "line\n" }
}
@user { 'user1': shell => '/bin/sh', * => {  } }
notify { ['n1', 'n2', 'n3']: withpath => true }
Service <| tag != 'beta' |> { require => Notify['n2'] }
Notify['n3'] -> Notify['n1'] ~> Notify['n3']
$v15 = [1, 2]
realize([User['user1']])
$v17 = [1, 2]
User <| ensure == 'directory' |>
realize(User['user1'])
tag 'gamma'
tag 'db'
notify { 'n4': before => Notify['n3'], require => Notify['n1'] }
realize(User['user1'])
$v24 = { 'k' => 'v' }
Notify['n2'] { tag +> ['beta', 'beta'] }
d1 { ['d1-n1', 'd1-n2']: }
package { 'pkg1': ensure => '1.2.3' }
Package['pkg1'] { before +> Package['pkg1'] }
include c1
service { 'svc1': before => Notify['n3'], hasrestart => true, ensure => 'running' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { require => Notify['n4'], tag => 'beta' }
exec { 'run1': command => 'touch /tmp/x', * => { 'require' => Notify['n2'], 'refreshonly' => true } }
notify { 'n5': withpath => true }
