define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
}
package { ['pkg1', 'pkg2']: ensure => 'absent' }
package { 'pkg3': subscribe => Package['pkg2'], tag => ['alpha', 'beta'] }
Package['pkg3'] ~> Package['pkg3'] ~> Package['pkg3']
$v8 = 'val'
User <| (tag == 'beta' and tag != 'beta') and title == 'pkg3' |>
service { 'svc1': subscribe => [Package['pkg1']], ensure => 'stopped' }
$v11 = [1, 2]
Package { ensure => 'installed' }
Exec { tag => ['alpha', 'web'] }
$v14 = { 'k' => 'v' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { require => [Package['pkg2']] }
@package { 'pkg4': loglevel => 'warning' }
notify { ['n1', 'n2', 'n3']: noop => false, notify => [Package['pkg1']] }
Package['pkg1'] -> Notify['n3'] <~ Notify <| (tag != 'web' or title == 'n3') and tag == 'web' |>
